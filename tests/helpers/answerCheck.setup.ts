import { afterAll, afterEach } from 'vitest';
import { takeAnswerProblems } from './answerCheck.ts';

/**
 * Fails the test whose requests got an answer that does not fit the operation's description
 * (src/http/answerCheck.ts): the first problem names the operation, the status and the wrong field.
 */
function failOnProblems() {
  const problems = takeAnswerProblems();
  if (problems.length > 0)
    throw new Error(
      `The API answered outside its description (README "Describing a route"):\n${problems.join('\n')}`,
    );
}

afterEach(failOnProblems);
// Requests made while setting up or tearing down a file.
afterAll(failOnProblems);
