import { LoadError } from '../../../components/load-error';

export function DailyQuestionError() {
  return <LoadError what="Error al cargar la pregunta del día" />;
}
