import { Box } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useCreateQuestion } from '../api/create-question';
import { BankPageHeader } from './bank-page-header';
import {
  emptyQuestionForm,
  QuestionForm,
  submitError,
  toRequest,
  type QuestionFormValues,
} from './question-form';

export function CreateQuestionPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateQuestion();
  const [values, setValues] = useState<QuestionFormValues>(() => emptyQuestionForm());
  // A new form (after a creation) starts without the previous search and notes.
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      const created = await create.mutateAsync(toRequest(values));
      toast.show(`${created.message} (#${created.question.id})`, {
        severity: 'success',
        duration: SNACKBAR_MS,
      });
      // Ready for the next one of the same topic.
      setValues(emptyQuestionForm(values.category, values.topic));
      setFormKey((key) => key + 1);
    } catch (caught) {
      setError(submitError(caught, 'Error al crear la pregunta'));
    }
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <BankPageHeader title="Crear pregunta" />
      <QuestionForm
        key={formKey}
        values={values}
        onChange={(next) => {
          setValues(next);
          setError(null);
        }}
        onSubmit={() => void submit()}
        onCancel={() => void navigate(paths.admin.questions)}
        submitLabel="Crear pregunta"
        submitting={create.isPending}
        error={error}
      />
    </Box>
  );
}
