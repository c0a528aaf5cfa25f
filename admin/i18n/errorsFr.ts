import type { errorsEn } from './errorsEn.ts';

/** Les codes d'erreur de l'API tels que l'équipe les lit (mêmes clés que errorsEn.ts). */
export const errorsFr: typeof errorsEn = {
  'bad-request': 'La demande n’a pas été comprise.',
  'validation-failed': 'Certains champs sont manquants ou invalides.',
  'invalid-list-query': 'Le filtre ou le tri de cette liste n’est pas valide.',
  'invalid-json': 'La demande n’a pas été comprise.',
  'invalid-character': 'Le texte ne peut pas contenir le caractère NUL (U+0000).',
  'too-deeply-nested': 'La requête est imbriquée trop profondément.',
  'invalid-value': 'Une valeur n’a pas le bon format.',
  'invalid-reference': 'Un élément lié n’existe pas.',
  'constraint-violated': 'Une valeur sort des limites autorisées.',
  'already-exists': 'Cet élément existe déjà.',
  conflict: 'Cela entre en conflit avec un autre élément, par exemple des dates déjà réservées.',
  unauthorized: 'Votre session a expiré. Reconnectez-vous.',
  forbidden: 'Votre rôle ne permet pas cette action.',
  'csrf-token-invalid': 'La page n’est plus à jour. Rechargez-la et réessayez.',
  'not-found': 'Cet élément n’existe pas ou ne vous est pas accessible.',
  'rate-limited': 'Trop de requêtes. Patientez un instant puis réessayez.',
  internal: 'Une erreur est survenue de notre côté. Réessayez dans un instant.',
  'refund-too-large': 'Le remboursement dépasse ce qu’il reste à rembourser sur cette réservation.',
  'autorefund-decided': 'Ce remboursement a déjà été décidé par quelqu’un d’autre.',
  'booking-not-cancellable': 'Cette réservation ne peut plus être annulée.',
  'booking-state-changed': 'Cette réservation a changé entre-temps. Rechargez-la pour voir où elle en est.',
  'damage-payment-pending':
    'Le montant est en cours de prélèvement sur la caution : la décision est maintenue.',
  'damage-capture-pending':
    'Le prélèvement sur la caution est encore en cours : le sinistre sera payé dès qu’il aura réussi.',
  'damage-paid': 'Un sinistre payé ne peut plus changer.',
  'payout-not-failed': 'Seul un virement échoué peut être relancé.',
  'hold-released': 'Ce blocage est déjà levé.',
  'damage-status-invalid': 'Le sinistre ne peut pas passer à ce statut depuis son statut actuel.',
  'dates-blocked': 'Certaines de ces dates sont déjà bloquées.',
  'dates-booked': 'Une réservation occupe certaines de ces dates.',
  'lead-closed': 'Ce lead est déjà clos.',
  'own-access': 'Vous ne pouvez pas changer votre propre rôle ou statut ; demandez à un autre admin.',
  'lead-not-yours': 'Seuls le commercial attribué, un chef d’équipe ou un manager peuvent modifier ce lead.',
  'lead-assign-not-allowed':
    'Vous pouvez prendre les leads non attribués et confier les vôtres ; un chef d’équipe attribue les autres.',
  'team-lead-only': 'Seuls un chef d’équipe ou un manager peuvent faire cela.',
  'teammate-settings-team-lead-only': 'Un chef d’équipe fixe la capacité, l’activité et les chefs d’équipe.',
  'team-lead-manager-only': 'Seul un manager nomme les chefs d’équipe.',
  'staff-role-admin-only': 'Seul un admin peut changer un rôle interne.',
  'user-status-manager-only': 'Seuls un manager ou un admin peuvent changer un statut.',
  'amount-above-deposit':
    'Un sinistre ne peut pas prélever plus que la caution bloquée sur la carte du locataire.',
  'damage-not-backed':
    'Aucune caution n’est plus bloquée pour prélever ce montant : choisissez « Réglé hors Bosun » si le locataire a payé autrement.',
};
