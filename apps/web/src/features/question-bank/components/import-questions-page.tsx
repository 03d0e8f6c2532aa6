import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  IMPORT_MAX_CHARACTERS,
  type ImportFormat,
  type ImportPreviewResponse,
  type ImportQuestionsRequest,
  paths,
} from '@oece/contracts';
import {
  COMPETENCIES,
  topicsOf,
  type Competency,
  type QuestionLevel,
  type QuestionStatus,
} from '@oece/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useImportQuestions } from '../api/import-questions';
import { usePreviewImport } from '../api/preview-import';
import { BankPageHeader } from './bank-page-header';
import { PreviewQuestions, PreviewSummary } from './import-preview';
import { ChoiceField, CompetencyTopicFields, levelOptions, statusOptions } from './question-fields';

const AIKEN_EXAMPLE = `Enunciado de la primera pregunta (puede ocupar varias líneas)
A. Primera alternativa
B. Segunda alternativa
C. Tercera alternativa
D. Cuarta alternativa
ANSWER: B
EXPLICACIÓN: Por qué B es la correcta, en una línea.
FUENTES: Ley 32069, art. 7.1; Reglamento, art. 66.1

Enunciado de la segunda pregunta
A. …
D. …
ANSWER: D`;

const JSON_EXAMPLE = `{
  "topic": "2.4.1",
  "questions": [
    {
      "question": "Enunciado de la pregunta",
      "alternatives": ["Primera", "Segunda", "Tercera", "Cuarta"],
      "correctAlternative": 1,
      "explanation": "Por qué la segunda es la correcta.",
      "sources": ["Reglamento, art. 66.1"]
    }
  ]
}`;

function sameRequest(a: ImportQuestionsRequest, b: ImportQuestionsRequest): boolean {
  return (
    a.format === b.format &&
    a.text === b.text &&
    a.status === b.status &&
    a.level === b.level &&
    a.category === b.category &&
    a.topic === b.topic
  );
}

/**
 * A file's text: UTF-8 when it is (a BOM is dropped), else Windows-1252, which is what Notepad and
 * older Excel save Spanish text as. Line ends become '\n', so the lines the server names are the
 * text area's.
 */
async function readTextFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/\r\n?/g, '\n');
}

/** Selects line `line` (1-based) of the text area and scrolls it into view. */
function selectLine(textarea: HTMLTextAreaElement, line: number) {
  const lines = textarea.value.split('\n');
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  let start = 0;
  for (let i = 0; i < index; i++) start += lines[i]!.length + 1;
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(start, start + lines[index]!.length);
  textarea.scrollIntoView({ block: 'center' });
  // The text area does not wrap lines, so a line's place is its number times the line height.
  const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (index - 3) * lineHeight);
}

/**
 * Importing many questions at once, from an Aiken or a JSON text. The preview checks every question
 * as the import would; the import is offered only for the text and options just previewed, and the
 * server takes the whole text or none of it.
 */
export function ImportQuestionsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const preview = usePreviewImport();
  const importQuestions = useImportQuestions();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileId = useId();

  const [format, setFormat] = useState<ImportFormat>('AIKEN');
  const [category, setCategory] = useState<Competency>(COMPETENCIES[0]);
  const [topic, setTopic] = useState(() => topicsOf(COMPETENCIES[0])[0]!.code);
  const [status, setStatus] = useState<QuestionStatus>('ACTIVE');
  const [level, setLevel] = useState<QuestionLevel>('intermedio');
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<{
    request: ImportQuestionsRequest;
    response: ImportPreviewResponse;
  } | null>(null);
  const [showAll, setShowAll] = useState(false);

  const request: ImportQuestionsRequest =
    format === 'AIKEN' ? { format, text, category, topic, status, level } : { format, text, status, level };
  const tooLong = text.length > IMPORT_MAX_CHARACTERS;
  const current = previewed !== null && sameRequest(previewed.request, request);
  const previewing = useSubmit(async (checked: ImportQuestionsRequest) => {
    const response = await preview.mutateAsync(checked);
    setPreviewed({ request: checked, response });
    setShowAll(false);
  }, 'Error de red');
  const importing = useSubmit(async (checked: ImportQuestionsRequest) => {
    const response = await importQuestions.mutateAsync(checked);
    toast.show(response.message, { severity: 'success', duration: SNACKBAR_MS });
    void navigate(paths.admin.questions);
  }, 'Error de red');
  // A refused import (someone imported the same questions meanwhile) asks for a new preview.
  const ready =
    current && previewed.response.valid && previewed.response.questions.length > 0 && !importing.error;
  const count = previewed?.response.questions.length ?? 0;

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    try {
      const content = await readTextFile(chosen);
      const name = chosen.name.toLowerCase();
      if (name.endsWith('.json')) setFormat('JSON');
      else if (name.endsWith('.txt')) setFormat('AIKEN');
      setText(content);
      setFileError(null);
    } catch {
      setFileError(`No se pudo leer el archivo ${chosen.name}.`);
    }
  }

  function runPreview() {
    importing.reset();
    void previewing.submit(request);
  }

  function runImport() {
    if (ready) void importing.submit(previewed.request);
  }

  function showLine(line: number) {
    if (textareaRef.current) selectLine(textareaRef.current, line);
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <BankPageHeader title="Importar preguntas" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Agrega muchas preguntas al banco de una vez. La vista previa revisa cada pregunta sin guardar nada; si
        el texto tiene un solo error, no se importa ninguna.
      </Typography>

      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <FormControl>
            <FormLabel id={`${fileId}-format`}>Formato</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${fileId}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as ImportFormat)}
            >
              <FormControlLabel value="AIKEN" control={<Radio />} label="Aiken" />
              <FormControlLabel value="JSON" control={<Radio />} label="JSON" />
            </RadioGroup>
          </FormControl>

          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: format === 'AIKEN' ? '1fr 2fr 1fr' : '1fr 3fr' },
            }}
          >
            {format === 'AIKEN' && (
              <CompetencyTopicFields
                category={category}
                topic={topic}
                onChange={(value) => {
                  setCategory(value.category);
                  setTopic(value.topic);
                }}
              />
            )}
            <ChoiceField
              label={format === 'AIKEN' ? 'Nivel de las preguntas' : 'Nivel si la pregunta no lo indica'}
              value={level}
              options={levelOptions}
              onChange={setLevel}
            />
            <ChoiceField
              label="Estado de las preguntas nuevas"
              value={status}
              options={statusOptions}
              onChange={setStatus}
            />
          </Box>
          {format === 'JSON' && (
            <Typography variant="body2" color="text.secondary">
              En JSON cada objeto dice su tema (&quot;topic&quot;); la competencia sale del tema.
            </Typography>
          )}

          <Box>
            <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
              Archivo (.txt o .json)
            </Typography>
            <input
              id={fileId}
              type="file"
              accept=".txt,.json,text/plain,application/json"
              onChange={(event) => void loadFile(event)}
              style={{ maxWidth: '100%' }}
            />
            {fileError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {fileError}
              </Alert>
            )}
          </Box>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' } }}>
            <TextField
              label="Texto a importar"
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              rows={16}
              inputRef={textareaRef}
              error={tooLong}
              helperText={
                tooLong
                  ? 'El archivo es demasiado grande: divídelo en partes de hasta 2 MB.'
                  : `${text.length.toLocaleString('es-PE')} caracteres. También puedes pegar el texto aquí.`
              }
              slotProps={{
                htmlInput: {
                  spellCheck: false,
                  wrap: 'off',
                  style: { fontFamily: 'monospace', fontSize: 13, lineHeight: '20px', overflow: 'auto' },
                },
              }}
            />
            <FormatHelp format={format} />
          </Box>

          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant={ready ? 'outlined' : 'contained'}
              onClick={runPreview}
              disabled={text.trim() === '' || tooLong || previewing.pending}
              startIcon={previewing.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {previewing.pending ? 'Revisando…' : 'Vista previa'}
            </Button>
            <Button
              variant="contained"
              color="success"
              onClick={runImport}
              disabled={!ready || importing.pending || previewing.pending}
              startIcon={importing.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {importing.pending
                ? 'Importando…'
                : ready
                  ? count === 1
                    ? 'Importar 1 pregunta'
                    : `Importar ${count} preguntas`
                  : 'Importar'}
            </Button>
            {!previewed && (
              <Typography variant="body2" color="text.secondary">
                Revisa el texto con la vista previa antes de importar.
              </Typography>
            )}
          </Box>
          {previewing.error && (
            <Alert severity="error">No se pudo revisar el texto: {previewing.error}</Alert>
          )}
          {importing.error && <Alert severity="error">{importing.error}</Alert>}
        </CardContent>
      </Card>

      {previewed && (
        <Box component="section" aria-label="Vista previa" sx={{ display: 'grid', gap: 2 }}>
          {!current && (
            <Alert severity="warning">
              Cambiaste el texto o las opciones después de la vista previa: vuelve a revisar antes de
              importar.
            </Alert>
          )}
          <PreviewSummary response={previewed.response} request={previewed.request} onShowLine={showLine} />
          {previewed.response.questions.length > 0 && (
            <PreviewQuestions
              questions={previewed.response.questions}
              showAll={showAll}
              onShowAll={() => setShowAll(true)}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

function FormatHelp({ format }: { format: ImportFormat }) {
  return (
    <Card
      variant="outlined"
      // On a phone the example comes first, so that the buttons stay right under the text.
      sx={{ alignSelf: 'start', minWidth: 0, order: { xs: -1, md: 0 } }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {format === 'AIKEN' ? 'Formato Aiken (Moodle)' : 'Formato JSON del banco'}
        </Typography>
        <Box
          component="pre"
          // Its long lines scroll sideways: the keyboard reaches them too.
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 12,
            overflowX: 'auto',
          }}
        >
          {format === 'AIKEN' ? AIKEN_EXAMPLE : JSON_EXAMPLE}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {format === 'AIKEN'
            ? 'Cuatro alternativas, A. a D.; ANSWER: con la letra correcta; una línea en blanco entre preguntas. EXPLICACIÓN: y FUENTES: (separadas por punto y coma) son opcionales.'
            : 'El formato de content/questions: un objeto con "topic" y "questions", o una lista de ellos (lo que escribe Exportar → JSON). correctAlternative va de 0 (a) a 3 (d); explanation y sources son opcionales.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
