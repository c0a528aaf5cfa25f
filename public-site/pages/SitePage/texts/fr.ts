import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'À propos de Bosun',
      description:
        'Bosun met en relation ceux qui veulent aller sur l’eau avec les propriétaires et professionnels qui louent des bateaux et proposent des activités.',
      sections: [
        {
          heading: 'Ce que nous faisons',
          paragraphs: [
            'Bosun est une place de marché de location de bateaux et d’activités nautiques : voiliers, catamarans, bateaux à moteur, bateaux sans permis, jet skis, bateaux habitables et yachts, avec ou sans skipper, et sorties comme les balades en bateau, la plongée ou les croisières au coucher du soleil.',
            'Les propriétaires et professionnels publient leurs bateaux et fixent eux-mêmes leurs prix, leurs calendriers et leurs conditions d’annulation. Les locataires cherchent par lieu et par dates, réservent et paient en ligne, et échangent avec le propriétaire avant et après la sortie.',
          ],
        },
        {
          heading: 'Notre façon de travailler',
          paragraphs: [
            'Nous vérifions les annonces avant leur publication, gardons le paiement en réserve jusqu’à ce que le propriétaire accepte une demande, et conservons la trace de chaque réservation, message et contrat pour que chacun puisse s’appuyer sur ce qui a été convenu.',
            'Le site existe en 13 langues et affiche les prix dans votre devise ; le montant débité est en euros.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Comment ça marche',
      description:
        'Trouvez un bateau, envoyez une demande ou réservez immédiatement, et partez naviguer : voici chaque étape.',
      sections: [
        {
          heading: '1. Cherchez',
          paragraphs: [
            'Choisissez un lieu, vos dates et le nombre de personnes. Filtrez par type de bateau, avec ou sans skipper, prix, longueur ou équipements, et comparez les annonces sur la carte.',
          ],
        },
        {
          heading: '2. Réservez',
          paragraphs: [
            'Certains bateaux se réservent immédiatement. Pour les autres, vous envoyez une demande : le montant est réservé sur votre carte et débité seulement si le propriétaire accepte sous 48 heures ; sinon la réservation est libérée.',
            'Avant de confirmer, vous voyez le prix complet avec les frais de service, les options et assurances choisies, la caution et la politique d’annulation.',
          ],
        },
        {
          heading: '3. Partez sur l’eau',
          paragraphs: [
            'Une fois la réservation acceptée, vous recevez les coordonnées du propriétaire et le lieu de rendez-vous. Au port, vous signez le contrat d’embarquement sur votre téléphone, puis celui de débarquement en rendant le bateau.',
            'Après la sortie, vous et le propriétaire vous évaluez mutuellement. Les avis sont publiés ensemble, une fois que les deux ont écrit ou après 14 jours.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Devenir propriétaire',
      description:
        'Louez votre bateau ou votre activité à des locataires de toute l’Europe, à vos conditions.',
      sections: [
        {
          heading: 'Publiez votre bateau',
          paragraphs: [
            'Créez un compte, décrivez votre bateau dans votre langue, ajoutez des photos, vos prix par saison et les jours où il est disponible. Votre annonce est présentée aux locataires en 13 langues : les titres sont rédigés à partir des caractéristiques du bateau et les descriptions sont traduites.',
          ],
        },
        {
          heading: 'Gardez la main',
          paragraphs: [
            'Vous choisissez la réservation immédiate ou sur demande, la durée minimale, la caution et la politique d’annulation. Vous répondez à chaque demande sous 48 heures et pouvez échanger avec le locataire avant d’accepter.',
          ],
        },
        {
          heading: 'Soyez payé',
          paragraphs: [
            'Les locataires paient en ligne. La caution est bloquée sur la carte du locataire et libérée après la sortie, sauf si vous déclarez des dommages. Vos revenus vous sont versés après le début de la location.',
          ],
        },
      ],
    },
    help: {
      title: 'Aide',
      description: 'Les réponses aux questions les plus fréquentes des locataires et des propriétaires.',
      sections: [
        {
          heading: 'Ai-je besoin d’un permis bateau ?',
          paragraphs: [
            'Pas pour les bateaux sans permis, ni pour les bateaux loués avec skipper. Chaque annonce indique si un permis est requis ; le propriétaire peut demander à le voir au port.',
          ],
        },
        {
          heading: 'Quand suis-je débité ?',
          paragraphs: [
            'Pour une réservation immédiate, au moment de réserver. Pour une demande, le montant est seulement réservé et débité quand le propriétaire accepte. Avec un acompte, le solde est débité automatiquement avant la sortie.',
          ],
        },
        {
          heading: 'Comment annuler ?',
          paragraphs: [
            'Ouvrez la réservation dans votre compte et choisissez « Annuler ». Le remboursement suit la politique d’annulation affichée lors de la réservation ; retirer une demande pas encore acceptée est gratuit.',
          ],
        },
        {
          heading: 'Et la caution ?',
          paragraphs: [
            'La caution est une autorisation sur votre carte, pas un paiement. Elle est libérée après la sortie, ou prélevée en partie seulement si des dommages sont déclarés et réglés.',
          ],
        },
        {
          heading: 'Une autre question ?',
          paragraphs: ['Écrivez-nous depuis la page contact ; nous répondons dans votre langue.'],
        },
      ],
    },
    contact: {
      title: 'Nous contacter',
      description:
        'Une question sur un bateau, une réservation ou votre compte ? Écrivez-nous, notre équipe vous répondra par e-mail.',
      sections: [
        {
          heading: 'Avant d’écrire',
          paragraphs: [
            'Pour une réservation en cours, le plus rapide est la conversation avec le propriétaire dans votre compte. Pour tout le reste, utilisez le formulaire ci-dessous : votre message arrive à notre équipe, qui répond par e-mail, en général sous un jour ouvré.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      description:
        'Les règles qui s’appliquent quand vous utilisez Bosun pour louer un bateau ou une activité, ou pour en proposer.',
      sections: [
        {
          heading: '1. Qui nous sommes',
          paragraphs: [
            'Bosun exploite ce site et ses applications, une place de marché où des propriétaires (particuliers et professionnels) proposent des bateaux et des activités que des locataires réservent. Le contrat de location est conclu entre le locataire et le propriétaire ; Bosun n’y est pas partie et ne possède pas les bateaux.',
          ],
        },
        {
          heading: '2. Comptes',
          paragraphs: [
            'Un compte est nécessaire pour réserver ou publier un bateau. Vous devez donner des informations exactes, garder votre mot de passe secret et confirmer votre numéro de téléphone avec le code envoyé par SMS. Vous êtes responsable de l’usage de votre compte.',
          ],
        },
        {
          heading: '3. Réservations et paiement',
          paragraphs: [
            'Le prix affiché avant confirmation comprend la location, les options et assurances choisies et les frais de service de Bosun. Le paiement se fait par carte via notre prestataire de paiement, Stripe. Une demande est autorisée sur votre carte et débitée seulement si le propriétaire l’accepte sous 48 heures. Avec un acompte, le solde est débité à sa date d’échéance.',
            'La caution est une autorisation sur votre carte ; elle n’est prélevée, en partie ou en totalité, que pour des dommages déclarés par le propriétaire et réglés après examen.',
          ],
        },
        {
          heading: '4. Annulation',
          paragraphs: [
            'Chaque annonce a une politique d’annulation (flexible, modérée ou stricte), affichée sur l’annonce et au moment de réserver ; c’est la politique en vigueur lors de la réservation qui s’applique. Un propriétaire qui annule rembourse intégralement le locataire. Une demande retirée par le locataire avant acceptation est gratuite.',
          ],
        },
        {
          heading: '5. Engagements des propriétaires',
          paragraphs: [
            'Les propriétaires décrivent leurs bateaux fidèlement, tiennent leur calendrier à jour, disposent des assurances et papiers exigés par la loi, remettent un bateau en bon état et répondent aux demandes sous 48 heures.',
          ],
        },
        {
          heading: '6. Engagements des locataires',
          paragraphs: [
            'Les locataires détiennent le permis requis s’ils naviguent sans skipper, respectent le nombre de personnes autorisé, suivent les consignes de sécurité du propriétaire et rendent le bateau à l’heure et dans l’état où ils l’ont reçu.',
          ],
        },
        {
          heading: '7. Messages et avis',
          paragraphs: [
            'Les messages passent par Bosun. Tant qu’une réservation n’est pas acceptée, numéros de téléphone, adresses e-mail et liens sont masqués pour l’autre partie. Les avis doivent décrire une sortie réelle ; nous pouvons masquer un message ou un avis contraire à ces conditions.',
          ],
        },
        {
          heading: '8. Responsabilité et litiges',
          paragraphs: [
            'Bosun est responsable du bon fonctionnement de la plateforme et du traitement soigneux des paiements. Les réclamations concernant le bateau ou la sortie s’adressent à l’autre partie ; notre équipe aide chacun à trouver une solution. Ces conditions sont régies par le droit du pays où Bosun est établi, sans priver les consommateurs de la protection du droit de leur pays.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      description:
        'Quelles données personnelles Bosun conserve, pourquoi, avec qui elles sont partagées et comment exercer vos droits.',
      sections: [
        {
          heading: 'Ce que nous conservons',
          paragraphs: [
            'Votre compte : nom, adresse e-mail, numéro de téléphone, langue, devise et un mot de passe conservé uniquement sous forme d’empreinte argon2 (ou l’identifiant du compte Google, Apple ou Facebook avec lequel vous vous connectez).',
            'Vos réservations : bateau, dates, nombre de personnes, lignes de prix, assurances, conditions d’annulation, historique des statuts, et les contrats d’embarquement et de débarquement avec leurs photos.',
            'Vos paiements : montants, statut et référence du paiement chez Stripe. Les numéros de carte sont saisis dans le formulaire du prestataire de paiement et ne sont jamais conservés par Bosun.',
            'Vos messages avec les propriétaires ou locataires, vos avis, vos favoris et vos demandes de contact.',
            'Les traces de sécurité : sessions actives, tentatives de connexion échouées avec l’adresse d’origine, et codes de vérification SMS (valables dix minutes).',
          ],
        },
        {
          heading: 'Pourquoi',
          paragraphs: [
            'Pour exécuter la location que vous réservez ou proposez (contrat), prévenir la fraude et sécuriser les comptes (intérêt légitime), tenir la comptabilité (obligation légale) et, uniquement avec votre consentement, mesurer l’audience et la publicité.',
          ],
        },
        {
          heading: 'Qui d’autre reçoit des données',
          paragraphs: [
            'L’autre partie de votre réservation (nom, puis coordonnées une fois la réservation acceptée) ; Stripe pour les paiements ; Twilio pour envoyer les codes SMS ; notre prestataire d’e-mails pour les notifications ; et, s’il est activé, un service de suivi des erreurs qui reçoit des rapports techniques dont sont retirés adresses e-mail, numéros de téléphone, numéros de carte et jetons.',
          ],
        },
        {
          heading: 'Combien de temps',
          paragraphs: [
            'Les données du compte tant qu’il est ouvert ; les réservations et paiements pendant la durée imposée par le droit comptable ; les notifications en direct un jour ; les rapports d’erreur jusqu’à leur remplacement par de plus récents.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous pouvez accéder à vos données, les corriger, les exporter ou les supprimer, vous opposer à leur usage et retirer votre consentement à tout moment, depuis votre compte ou en nous écrivant via la page contact. Vous pouvez aussi saisir l’autorité de protection des données de votre pays.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'Les cookies utilisés par Bosun, à quoi chacun sert et combien de temps il dure ; modifiez votre choix à tout moment.',
      sections: [
        {
          heading: 'Votre choix',
          paragraphs: [
            'Les cookies strictement nécessaires vous gardent connecté, protègent les formulaires et retiennent votre langue, votre devise et votre choix de cookies ; ils ne peuvent pas être désactivés. La mesure d’audience, les enquêtes et la publicité ne sont utilisées que si vous les acceptez, et vous pouvez changer d’avis à tout moment.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Vous garde connecté (supprimé après 30 jours sans visite).',
    'XSRF-TOKEN': 'Protège vos modifications contre les requêtes envoyées par d’autres sites.',
    bosun_device:
      'Reconnaît un navigateur déjà connecté, pour que les contrôles de sécurité ne vous bloquent pas.',
    bosun_consent: 'Retient votre choix de cookies.',
    currency: 'Retient la devise choisie pour les prix.',
    ab_variation: 'Garde la même présentation de recherche pendant que nous comparons deux versions.',
    disabledTracking: 'Dans l’application Bosun : le réglage de suivi de l’application.',
    visitorUlid: 'Mesure d’audience : compte les visites sans vous identifier.',
    adClickId: 'Publicité : retient l’annonce d’où vous venez, pour savoir quelles annonces fonctionnent.',
  },
};
