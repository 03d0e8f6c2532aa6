/** '1 pregunta', '12 preguntas'. */
export function questionCountText(count: number): string {
  return count === 1 ? '1 pregunta' : `${count} preguntas`;
}

/** How many of a topic's questions are published: 'ninguna publicada', '1 publicada', '3 publicadas'. */
export function publishedText(count: number): string {
  if (count === 0) return 'ninguna publicada';
  return count === 1 ? '1 publicada' : `${count} publicadas`;
}
