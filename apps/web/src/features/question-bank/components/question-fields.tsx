import { MenuItem, TextField } from '@mui/material';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  QUESTION_LEVEL_LABELS,
  QUESTION_LEVELS,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
  topicsOf,
  type Competency,
  type Topic,
} from '@oece/domain';
import type { ReactNode } from 'react';

/** The competencies as a select's options. */
export const competencyOptions = COMPETENCIES.map((competency) => (
  <MenuItem key={competency} value={competency}>
    {COMPETENCY_LABELS[competency]}
  </MenuItem>
));

/** Activo, Archivado and Borrador as a select's options. */
export const statusOptions = QUESTION_STATUSES.map((status) => (
  <MenuItem key={status} value={status}>
    {QUESTION_STATUS_LABELS[status]}
  </MenuItem>
));

/** Básico, Intermedio and Avanzado as a select's options. */
export const levelOptions = QUESTION_LEVELS.map((level) => (
  <MenuItem key={level} value={level}>
    {QUESTION_LEVEL_LABELS[level]}
  </MenuItem>
));

/** Topics as a select's options, each with its code. */
export function topicOptions(topics: readonly Topic[]) {
  return topics.map((topic) => (
    <MenuItem key={topic.code} value={topic.code} sx={{ whiteSpace: 'normal' }}>
      {topic.code} {topic.label}
    </MenuItem>
  ));
}

/**
 * A competency and one of its topics. Changing the competency moves the topic to the new
 * competency's first, as the specification asks.
 */
export function CompetencyTopicFields({
  category,
  topic,
  onChange,
}: {
  category: Competency;
  topic: string;
  onChange: (value: { category: Competency; topic: string }) => void;
}) {
  return (
    <>
      <TextField
        select
        label="Competencia"
        value={category}
        onChange={(event) => {
          const next = event.target.value as Competency;
          onChange({ category: next, topic: topicsOf(next)[0]!.code });
        }}
      >
        {competencyOptions}
      </TextField>
      <TextField
        select
        label="Tema"
        value={topic}
        onChange={(event) => onChange({ category, topic: event.target.value })}
      >
        {topicOptions(topicsOf(category))}
      </TextField>
    </>
  );
}

/** One of a few fixed values, a status or a level, from its options above. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReactNode;
  onChange: (value: T) => void;
}) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options}
    </TextField>
  );
}
