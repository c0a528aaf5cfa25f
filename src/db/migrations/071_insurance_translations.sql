-- Insurance names and descriptions in the site's languages (issue 8): the checkout and post-booking
-- screens show them in the visitor's language; English variants (en-GB, en-US) fall back to `en`.
ALTER TABLE insurances ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}';

UPDATE insurances SET
  names = names || '{"en": "Bad weather guarantee", "fr": "Garantie météo", "es": "Garantía meteorológica",
    "it": "Garanzia meteo", "de": "Schlechtwettergarantie", "nl": "Slechtweergarantie",
    "pl": "Gwarancja pogodowa", "el": "Εγγύηση καιρού", "ru": "Гарантия на случай непогоды",
    "pt": "Garantia meteorológica", "sv": "Vädergaranti"}',
  descriptions = '{"en": "Your rental refunded if the harbour master forbids going out because of the weather.",
    "fr": "Votre location remboursée si la capitainerie interdit de sortir à cause de la météo.",
    "es": "Le reembolsamos el alquiler si la capitanía prohíbe salir por el mal tiempo.",
    "it": "Il noleggio rimborsato se la capitaneria vieta di uscire a causa del meteo.",
    "de": "Ihre Miete wird erstattet, wenn der Hafenmeister das Auslaufen wegen des Wetters verbietet.",
    "nl": "Uw huur terugbetaald als de havenmeester uitvaren verbiedt vanwege het weer.",
    "pl": "Zwrot kosztów wynajmu, jeśli kapitanat zakaże wypłynięcia z powodu pogody.",
    "el": "Επιστροφή της ενοικίασης αν το λιμεναρχείο απαγορεύσει τον απόπλου λόγω καιρού.",
    "ru": "Возврат стоимости аренды, если капитан порта запрещает выход в море из-за погоды.",
    "pt": "O aluguer é reembolsado se a capitania proibir a saída devido ao mau tempo.",
    "sv": "Hyran återbetalas om hamnkaptenen förbjuder utfärd på grund av vädret."}'
WHERE key = 'cabWeather';

UPDATE insurances SET
  names = names || '{"en": "Deposit insurance", "fr": "Assurance caution", "es": "Seguro de fianza",
    "it": "Assicurazione cauzione", "de": "Kautionsversicherung", "nl": "Borgverzekering",
    "pl": "Ubezpieczenie kaucji", "el": "Ασφάλιση εγγύησης", "ru": "Страхование залога",
    "pt": "Seguro de caução", "sv": "Depositionsförsäkring"}',
  descriptions = '{"en": "Covers the security deposit if the boat is damaged during your trip.",
    "fr": "Couvre la caution si le bateau est endommagé pendant votre sortie.",
    "es": "Cubre la fianza si el barco sufre daños durante su salida.",
    "it": "Copre la cauzione se la barca viene danneggiata durante l’uscita.",
    "de": "Deckt die Kaution, wenn das Boot während Ihrer Fahrt beschädigt wird.",
    "nl": "Dekt de borg als de boot tijdens uw tocht beschadigd raakt.",
    "pl": "Pokrywa kaucję, jeśli łódź zostanie uszkodzona podczas rejsu.",
    "el": "Καλύπτει την εγγύηση αν το σκάφος υποστεί ζημιά κατά τη διάρκεια της εκδρομής.",
    "ru": "Покрывает залог, если лодка будет повреждена во время прогулки.",
    "pt": "Cobre a caução se o barco for danificado durante o passeio.",
    "sv": "Täcker depositionen om båten skadas under din tur."}'
WHERE key = 'damageWaiver';

UPDATE insurances SET
  names = names || '{"en": "Travel assistance", "fr": "Assistance voyage", "es": "Asistencia en viaje",
    "it": "Assistenza in viaggio", "de": "Reiseassistenz", "nl": "Reisbijstand",
    "pl": "Assistance w podróży", "el": "Ταξιδιωτική βοήθεια", "ru": "Помощь в поездке",
    "pt": "Assistência em viagem", "sv": "Reseassistans"}',
  descriptions = '{"en": "Medical assistance and repatriation for everyone on board.",
    "fr": "Assistance médicale et rapatriement pour toutes les personnes à bord.",
    "es": "Asistencia médica y repatriación para todas las personas a bordo.",
    "it": "Assistenza medica e rimpatrio per tutte le persone a bordo.",
    "de": "Medizinische Hilfe und Rücktransport für alle Personen an Bord.",
    "nl": "Medische bijstand en repatriëring voor iedereen aan boord.",
    "pl": "Pomoc medyczna i repatriacja dla wszystkich osób na pokładzie.",
    "el": "Ιατρική βοήθεια και επαναπατρισμός για όλους όσοι βρίσκονται στο σκάφος.",
    "ru": "Медицинская помощь и репатриация для всех, кто на борту.",
    "pt": "Assistência médica e repatriamento para todas as pessoas a bordo.",
    "sv": "Medicinsk assistans och hemtransport för alla ombord."}'
WHERE key = 'mondialAssistance';

UPDATE insurances SET
  names = names || '{"en": "Multi-risk cancellation insurance", "fr": "Assurance annulation multirisque",
    "es": "Seguro de cancelación multirriesgo", "it": "Assicurazione annullamento multirischio",
    "de": "Reiserücktrittsversicherung (Multirisiko)", "nl": "Annuleringsverzekering (alle risico’s)",
    "pl": "Ubezpieczenie od rezygnacji (wieloryzykowe)", "el": "Ασφάλιση ακύρωσης πολλαπλών κινδύνων",
    "ru": "Комплексная страховка от отмены", "pt": "Seguro de cancelamento multirriscos",
    "sv": "Avbeställningsförsäkring (allrisk)"}',
  descriptions = '{"en": "Refund of the rental if you must cancel (illness, accident, travel problems).",
    "fr": "Remboursement de la location si vous devez annuler (maladie, accident, problème de transport).",
    "es": "Reembolso del alquiler si debe cancelar (enfermedad, accidente, problemas de transporte).",
    "it": "Rimborso del noleggio se devi annullare (malattia, incidente, problemi di viaggio).",
    "de": "Erstattung der Miete, wenn Sie stornieren müssen (Krankheit, Unfall, Reiseprobleme).",
    "nl": "Terugbetaling van de huur als u moet annuleren (ziekte, ongeval, reisproblemen).",
    "pl": "Zwrot kosztów wynajmu, jeśli musisz odwołać (choroba, wypadek, problemy z podróżą).",
    "el": "Επιστροφή της ενοικίασης αν πρέπει να ακυρώσετε (ασθένεια, ατύχημα, προβλήματα μετακίνησης).",
    "ru": "Возврат стоимости аренды, если вам придётся отменить (болезнь, несчастный случай, проблемы с дорогой).",
    "pt": "Reembolso do aluguer se tiver de cancelar (doença, acidente, problemas de viagem).",
    "sv": "Återbetalning av hyran om du måste avboka (sjukdom, olycka, reseproblem)."}'
WHERE key = 'mondialMultiRisk';
