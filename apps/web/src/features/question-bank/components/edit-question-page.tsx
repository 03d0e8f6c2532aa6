import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { paths, type AdminQuestion, type UpdateQuestionRequest } from '@oece/contracts';
import { QUESTION_STATUS_LABELS } from '@oece/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useQuestion } from '../api/get-question';
import { useUpdateQuestion } from '../api/update-question';
import { BankPageHeader } from './bank-page-header';
import { QuestionForm, toRequest, type QuestionFormValues } from './question-form';
import { QuestionHistory } from './question-history';
import { hasPublicPage, publicLabel } from './public-state';

function formValues(question: AdminQuestion): QuestionFormValues {
  return {
    category: question.category,
    topic: question.topic,
    question: question.question,
    alternatives: question.alternatives as QuestionFormValues['alternatives'],
    correctAlternative: question.correctAlternative,
    explanation: question.explanation ?? '',
    sources: question.sources.join('\n'),
    status: question.status,
    level: question.level,
  };
}

/** Only what changed, and the revision it was read at: another administrator's save is not overwritten. */
function changes(question: AdminQuestion, values: QuestionFormValues): UpdateQuestionRequest {
  const next = toRequest(values);
  const before = toRequest(formValues(question));
  const changed = Object.fromEntries(
    Object.entries(next).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field as keyof typeof before]),
    ),
  );
  return { ...changed, revision: question.revision };
}

function EditForm({ question }: { question: AdminQuestion }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the administrator came from (the list with its filters); a page opened in a new
  // tab has nowhere to go back to but the list.
  const back = () => void (location.key === 'default' ? navigate(paths.admin.questions) : navigate(-1));
  const toast = useToast();
  const update = useUpdateQuestion();
  const [values, setValues] = useState(() => formValues(question));
  const saving = useSubmit(async () => {
    const saved = await update.mutateAsync({ id: question.id, ...changes(question, values) });
    toast.show(saved.message, { severity: 'success', duration: SNACKBAR_MS });
    back();
  }, 'Error al guardar la pregunta');

  return (
    <QuestionForm
      values={values}
      onChange={(next) => {
        setValues(next);
        saving.reset();
      }}
      onSubmit={() => void saving.submit()}
      onCancel={back}
      submitLabel="Guardar cambios"
      submitting={saving.pending}
      error={saving.error}
      excludeId={question.id}
    />
  );
}

export function EditQuestionPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const question = useQuestion(valid ? id : 0);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <BankPageHeader title={`Editar pregunta #${valid ? id : ''}`}>
        {question.data && (
          <>
            <Chip label={`Versión ${question.data.question.revision}`} variant="outlined" />
            <Chip label={QUESTION_STATUS_LABELS[question.data.question.status]} />
            <Chip label={`Pública: ${publicLabel(question.data.question)}`} variant="outlined" />
            {hasPublicPage(question.data.question) && (
              <Button
                component="a"
                href={paths.question(question.data.question.slug)}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNewIcon />}
              >
                Ver página pública
              </Button>
            )}
          </>
        )}
      </BankPageHeader>
      {!valid && <Alert severity="error">La dirección no indica una pregunta válida.</Alert>}
      {valid && question.isPending && <CircularProgress aria-label="Cargando la pregunta" />}
      {valid && question.isError && (
        <QueryError
          what="Error al cargar la pregunta"
          error={question.error}
          onRetry={() => void question.refetch()}
        />
      )}
      {question.data && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            Los exámenes ya iniciados conservan la versión que sortearon; los cambios valen para los exámenes
            nuevos.
          </Alert>
          <EditForm key={question.data.question.revision} question={question.data.question} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
            Historial de cambios
          </Typography>
          <QuestionHistory questionId={id} />
        </>
      )}
    </Box>
  );
}
