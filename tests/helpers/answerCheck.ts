import type { AnswerProblem } from '../../src/http/answerCheck.ts';

/**
 * The answers of the test apps that do not fit the description (src/http/answerCheck.ts), kept until
 * tests/helpers/answerCheck.setup.ts fails the test that produced them. On globalThis, so the setup
 * file and the test file see one list whatever module instance each imported.
 */
const store = globalThis as { bosunAnswerProblems?: AnswerProblem[] };

export const answerProblems = (): AnswerProblem[] => {
  store.bosunAnswerProblems ??= [];
  return store.bosunAnswerProblems;
};

export function reportAnswerProblem(problem: AnswerProblem) {
  answerProblems().push(problem);
}

/** The problems so far, as one message per problem, and an empty list after. */
export function takeAnswerProblems(): string[] {
  const problems = answerProblems().splice(0);
  return problems.map(
    (p) =>
      `${p.operation} answered ${p.status} to ${p.url.slice(0, 200)}, which its description does not allow: ${p.message}`,
  );
}
