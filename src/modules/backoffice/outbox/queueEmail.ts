/** Amounts in the back office API's own messages (e-mails word theirs for their reader: decisionEmails.ts). */
export const formatEuros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
