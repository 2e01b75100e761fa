/** The Chancellor's companion: the place that stays on screen beside (or above) what the reader reads. */
export const companionCopy = {
  /** The one control where he stands: he reacts and reads out a law. */
  ask: 'Ask the Chancellor',
  /** Before the law he reads out, in the speech bubble and its announcement. */
  answer: 'The Chancellor decrees:',
  /** How long his answer stays in the bubble. */
  answerMs: 8000,
} as const;
