import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { legalSourceSchema, type CreateQuestionRequest } from '@oece/contracts';
import {
  ALTERNATIVE_LETTERS,
  parseQuestionBlock,
  topicsOf,
  type Competency,
  type QuestionLevel,
  type QuestionStatus,
} from '@oece/domain';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useSearchSimilarQuestions } from '../api/search-similar-questions';
import { ChoiceField, CompetencyTopicFields, levelOptions, statusOptions } from './question-fields';
import { SimilarQuestions } from './similar-questions';

export interface QuestionFormValues {
  category: Competency;
  topic: string;
  question: string;
  alternatives: [string, string, string, string];
  correctAlternative: number | null;
  explanation: string;
  /** One source a line, as typed. */
  sources: string;
  status: QuestionStatus;
  level: QuestionLevel;
}

export function emptyQuestionForm(
  category: Competency = 'ACTUACIONES_PREPARATORIAS',
  topic = topicsOf(category)[0]!.code,
): QuestionFormValues {
  return {
    category,
    topic,
    question: '',
    alternatives: ['', '', '', ''],
    correctAlternative: null,
    explanation: '',
    sources: '',
    status: 'ACTIVE',
    level: 'intermedio',
  };
}

function sourceLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The request the form's values make; the server applies the same schema. */
export function toRequest(values: QuestionFormValues): CreateQuestionRequest {
  return {
    category: values.category,
    topic: values.topic,
    question: values.question,
    alternatives: values.alternatives,
    correctAlternative: values.correctAlternative ?? -1,
    explanation: values.explanation.trim() ? values.explanation : null,
    sources: sourceLines(values.sources),
    status: values.status,
    level: values.level,
  };
}

/** The specification's rule for the submit button: category, stem, four alternatives and a key. */
function ready(values: QuestionFormValues): boolean {
  return (
    Boolean(values.category) &&
    values.question.trim() !== '' &&
    values.alternatives.every((alternative) => alternative.trim() !== '') &&
    values.correctAlternative !== null
  );
}

/**
 * The create and edit form. Pasting a whole question (stem, a) to d), and optionally the key and
 * the explanation) into the stem box fills the form and looks for similar questions.
 */
export function QuestionForm({
  values,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  error,
  excludeId,
}: {
  values: QuestionFormValues;
  onChange: (values: QuestionFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  error: string | null;
  /** The question being edited: not its own similar question. */
  excludeId?: number;
}) {
  const similar = useSearchSimilarQuestions();
  const [notes, setNotes] = useState<string[]>([]);
  const set = (change: Partial<QuestionFormValues>) => onChange({ ...values, ...change });
  const badSource = sourceLines(values.sources).find((line) => !legalSourceSchema.safeParse(line).success);

  function findSimilar(stem = values.question) {
    if (!stem.trim()) return;
    similar.mutate({ query: stem, excludeId });
  }

  function paste(event: ClipboardEvent<HTMLDivElement>) {
    const text = event.clipboardData.getData('text/plain');
    const parsed = parseQuestionBlock(text);
    if (parsed.alternatives.length === 0) {
      // Not a whole question: the text goes into the box as pasted; a block of several lines was
      // probably meant as one, so say why it was not read.
      setNotes(text.includes('\n') ? parsed.notes : []);
      return;
    }
    event.preventDefault();
    const alternatives = [0, 1, 2, 3].map(
      (index) => parsed.alternatives[index] ?? '',
    ) as QuestionFormValues['alternatives'];
    set({
      question: parsed.question,
      alternatives,
      correctAlternative: parsed.correctAlternative ?? values.correctAlternative,
      explanation: parsed.explanation ?? values.explanation,
    });
    setNotes(parsed.notes);
    findSimilar(parsed.question);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready(values) && !badSource) onSubmit();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.3fr 2fr 0.8fr 0.8fr' } }}
          >
            <CompetencyTopicFields category={values.category} topic={values.topic} onChange={set} />
            <ChoiceField
              label="Nivel"
              value={values.level}
              options={levelOptions}
              onChange={(level) => set({ level })}
            />
            <ChoiceField
              label="Estado"
              value={values.status}
              options={statusOptions}
              onChange={(status) => set({ status })}
            />
          </Box>
          <TextField
            label="Pregunta"
            value={values.question}
            onChange={(event) => set({ question: event.target.value })}
            onPaste={paste}
            multiline
            minRows={3}
            required
            helperText="Pega aquí una pregunta completa (enunciado y alternativas a) a d)) para llenar el formulario."
          />
          {notes.length > 0 && (
            <Alert severity="warning" onClose={() => setNotes([])}>
              {notes.map((note) => (
                <div key={note}>{note}</div>
              ))}
            </Alert>
          )}
          <Box>
            <Button
              variant="outlined"
              startIcon={<SearchIcon />}
              disabled={!values.question.trim() || similar.isPending}
              onClick={() => findSimilar()}
            >
              {similar.isPending ? 'Buscando…' : 'Buscar similares'}
            </Button>
          </Box>
          <SimilarQuestions
            results={similar.data?.similarQuestions}
            error={similar.isError ? similar.error.message : null}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <FormControl component="fieldset" fullWidth>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              Alternativas (marca la correcta)
            </FormLabel>
            <RadioGroup
              name="alternativa-correcta"
              value={values.correctAlternative === null ? '' : String(values.correctAlternative)}
              onChange={(event) => set({ correctAlternative: Number(event.target.value) })}
              sx={{ display: 'grid', gap: 1.5 }}
            >
              {values.alternatives.map((alternative, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <FormControlLabel
                    value={String(index)}
                    control={
                      <Radio
                        inputProps={{
                          'aria-label': `Alternativa ${ALTERNATIVE_LETTERS[index]}) es la correcta`,
                        }}
                      />
                    }
                    label={`${ALTERNATIVE_LETTERS[index]})`}
                    sx={{ mr: 0 }}
                  />
                  <TextField
                    fullWidth
                    size="small"
                    label={`Alternativa ${ALTERNATIVE_LETTERS[index]})`}
                    value={alternative}
                    multiline
                    onChange={(event) => {
                      const next = [...values.alternatives] as QuestionFormValues['alternatives'];
                      next[index] = event.target.value;
                      set({ alternatives: next });
                    }}
                  />
                </Box>
              ))}
            </RadioGroup>
          </FormControl>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Explicación (opcional)"
            value={values.explanation}
            onChange={(event) => set({ explanation: event.target.value })}
            multiline
            minRows={3}
          />
          <TextField
            label="Base legal (una fuente por línea)"
            value={values.sources}
            onChange={(event) => set({ sources: event.target.value })}
            multiline
            minRows={2}
            error={Boolean(badSource)}
            helperText={
              badSource
                ? `"${badSource}": cada fuente debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"`
                : 'Ej.: Ley 32069, art. 7.1 · Reglamento, art. 66.1 (se verifica que el artículo exista)'
            }
          />
        </CardContent>
      </Card>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!ready(values) || Boolean(badSource) || submitting}
        >
          {submitting ? 'Guardando…' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
