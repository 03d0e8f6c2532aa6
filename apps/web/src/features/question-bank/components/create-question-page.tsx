import { Box } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useCreateQuestion } from '../api/create-question';
import { BankPageHeader } from './bank-page-header';
import { emptyQuestionForm, QuestionForm, toRequest, type QuestionFormValues } from './question-form';

export function CreateQuestionPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateQuestion();
  const [values, setValues] = useState<QuestionFormValues>(() => emptyQuestionForm());
  // A new form (after a creation) starts without the previous search and notes.
  const [formKey, setFormKey] = useState(0);
  const creating = useSubmit(async () => {
    const created = await create.mutateAsync(toRequest(values));
    toast.show(`${created.message} (#${created.question.id})`, {
      severity: 'success',
      duration: SNACKBAR_MS,
    });
    // Ready for the next one of the same topic.
    setValues(emptyQuestionForm(values.category, values.topic));
    setFormKey((key) => key + 1);
  }, 'Error al crear la pregunta');

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <BankPageHeader title="Crear pregunta" />
      <QuestionForm
        key={formKey}
        values={values}
        onChange={(next) => {
          setValues(next);
          creating.reset();
        }}
        onSubmit={() => void creating.submit()}
        onCancel={() => void navigate(paths.admin.questions)}
        submitLabel="Crear pregunta"
        submitting={creating.pending}
        error={creating.error}
      />
    </Box>
  );
}
