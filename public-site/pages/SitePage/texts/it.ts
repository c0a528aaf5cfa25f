import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Chi siamo',
      description:
        'Bosun mette in contatto chi vuole andare per mare con i proprietari e i professionisti che noleggiano barche e organizzano attività.',
      sections: [
        {
          heading: 'Cosa facciamo',
          paragraphs: [
            'Bosun è un marketplace di noleggio barche e attività in mare: barche a vela, catamarani, barche a motore, barche senza patente, moto d’acqua, houseboat e yacht, con o senza skipper, e uscite come giri in barca, immersioni o crociere al tramonto.',
            'Proprietari e professionisti pubblicano le loro barche e fissano da sé prezzi, calendari e condizioni di cancellazione. Chi noleggia cerca per luogo e date, prenota e paga online e scrive al proprietario prima e dopo l’uscita.',
          ],
        },
        {
          heading: 'Come lavoriamo',
          paragraphs: [
            'Controlliamo gli annunci prima della pubblicazione, tratteniamo il pagamento finché il proprietario non accetta una richiesta e conserviamo ogni prenotazione, messaggio e contratto, così entrambe le parti possono contare su quanto concordato.',
            'Il sito è disponibile in 13 lingue e mostra i prezzi nella tua valuta; l’importo addebitato è in euro.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Come funziona',
      description: 'Trova una barca, invia una richiesta o prenota subito e parti: ecco ogni passaggio.',
      sections: [
        {
          heading: '1. Cerca',
          paragraphs: [
            'Scegli un luogo, le date e quante persone sarete. Filtra per tipo di barca, con o senza skipper, prezzo, lunghezza o dotazioni e confronta gli annunci sulla mappa.',
          ],
        },
        {
          heading: '2. Prenota',
          paragraphs: [
            'Alcune barche si prenotano subito. Per le altre invii una richiesta: l’importo viene bloccato sulla carta e addebitato solo se il proprietario accetta entro 48 ore; altrimenti il blocco viene rilasciato.',
            'Prima di confermare vedi il prezzo totale con i costi di servizio, le opzioni e assicurazioni scelte, la cauzione e la politica di cancellazione.',
          ],
        },
        {
          heading: '3. Vai per mare',
          paragraphs: [
            'Accettata la prenotazione, ricevi i contatti del proprietario e il punto d’incontro. In porto firmi il contratto di consegna sul telefono, e quello di riconsegna quando restituisci la barca.',
            'Dopo l’uscita tu e il proprietario vi recensite a vicenda. Le recensioni vengono pubblicate insieme, quando entrambi hanno scritto o dopo 14 giorni.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Diventa proprietario',
      description: 'Noleggia la tua barca o la tua attività a clienti di tutta Europa, alle tue condizioni.',
      sections: [
        {
          heading: 'Pubblica la tua barca',
          paragraphs: [
            'Crea un account, descrivi la barca nella tua lingua, aggiungi foto, prezzi per stagione e i giorni disponibili. L’annuncio viene mostrato in 13 lingue: i titoli sono scritti a partire dai dati della barca e le descrizioni vengono tradotte.',
          ],
        },
        {
          heading: 'Decidi tu',
          paragraphs: [
            'Scegli prenotazione immediata o su richiesta, durata minima, cauzione e politica di cancellazione. Rispondi a ogni richiesta entro 48 ore e puoi scrivere al cliente prima di accettare.',
          ],
        },
        {
          heading: 'Ricevi i pagamenti',
          paragraphs: [
            'I clienti pagano online. La cauzione è bloccata sulla carta del cliente e rilasciata dopo l’uscita, salvo danni da te segnalati. I tuoi guadagni vengono versati dopo l’inizio del noleggio.',
          ],
        },
      ],
    },
    help: {
      title: 'Aiuto',
      description: 'Le risposte alle domande più frequenti di clienti e proprietari.',
      sections: [
        {
          heading: 'Serve la patente nautica?',
          paragraphs: [
            'No per le barche senza patente né per le barche con skipper. Ogni annuncio indica se serve la patente; il proprietario può chiedere di vederla in porto.',
          ],
        },
        {
          heading: 'Quando avviene l’addebito?',
          paragraphs: [
            'Per una prenotazione immediata, al momento della prenotazione. Per una richiesta, l’importo è solo bloccato e addebitato quando il proprietario accetta. Con un acconto, il saldo è addebitato automaticamente prima dell’uscita.',
          ],
        },
        {
          heading: 'Come cancello?',
          paragraphs: [
            'Apri la prenotazione nel tuo account e scegli «Cancella». Il rimborso segue la politica di cancellazione mostrata al momento della prenotazione; ritirare una richiesta non ancora accettata è gratuito.',
          ],
        },
        {
          heading: 'E la cauzione?',
          paragraphs: [
            'La cauzione è un’autorizzazione sulla carta, non un pagamento. Viene rilasciata dopo l’uscita, o trattenuta in parte solo se vengono segnalati e definiti dei danni.',
          ],
        },
        {
          heading: 'Altro?',
          paragraphs: ['Scrivici dalla pagina contatti; rispondiamo nella tua lingua.'],
        },
      ],
    },
    contact: {
      title: 'Contatti',
      description:
        'Una domanda su una barca, una prenotazione o il tuo account? Scrivici e il nostro team ti risponderà via e-mail.',
      sections: [
        {
          heading: 'Prima di scrivere',
          paragraphs: [
            'Per una prenotazione in corso, la via più rapida è la conversazione con il proprietario nel tuo account. Per tutto il resto usa il modulo qui sotto: il messaggio arriva al nostro team, che risponde via e-mail, di solito entro un giorno lavorativo.',
          ],
        },
      ],
    },
    terms: {
      title: 'Condizioni d’uso',
      description:
        'Le regole che valgono quando usi Bosun per noleggiare una barca o un’attività, o per offrirle.',
      sections: [
        {
          heading: '1. Chi siamo',
          paragraphs: [
            'Bosun gestisce questo sito e le sue app, un marketplace in cui proprietari (privati e professionisti) offrono barche e attività che i clienti prenotano. Il contratto di noleggio è concluso tra cliente e proprietario; Bosun non ne è parte e non possiede le barche.',
          ],
        },
        {
          heading: '2. Account',
          paragraphs: [
            'Serve un account per prenotare o pubblicare una barca. Devi fornire dati esatti, mantenere segreta la password e confermare il numero di telefono con il codice che inviamo via SMS. Sei responsabile dell’uso del tuo account.',
          ],
        },
        {
          heading: '3. Prenotazioni e pagamento',
          paragraphs: [
            'Il prezzo mostrato prima della conferma comprende il noleggio, le opzioni e assicurazioni scelte e i costi di servizio di Bosun. Si paga con carta tramite il nostro fornitore di pagamenti, Stripe. Una richiesta è autorizzata sulla carta e addebitata solo se il proprietario la accetta entro 48 ore. Con un acconto, il saldo è addebitato alla scadenza.',
            'La cauzione è un’autorizzazione sulla carta; viene incassata, in parte o per intero, solo per danni segnalati dal proprietario e definiti dopo verifica.',
          ],
        },
        {
          heading: '4. Cancellazione',
          paragraphs: [
            'Ogni annuncio ha una politica di cancellazione (flessibile, moderata o rigida), indicata nell’annuncio e al momento della prenotazione; vale quella in vigore quando hai prenotato. Se il proprietario cancella, rimborsa integralmente il cliente. Ritirare una richiesta prima che sia accettata è gratuito.',
          ],
        },
        {
          heading: '5. Impegni dei proprietari',
          paragraphs: [
            'I proprietari descrivono fedelmente le barche, tengono aggiornato il calendario, hanno le assicurazioni e i documenti richiesti dalla legge, consegnano la barca in buono stato e rispondono alle richieste entro 48 ore.',
          ],
        },
        {
          heading: '6. Impegni dei clienti',
          paragraphs: [
            'I clienti hanno la patente richiesta se navigano senza skipper, rispettano il numero di persone ammesso, seguono il briefing di sicurezza del proprietario e restituiscono la barca in orario e nello stato in cui l’hanno ricevuta.',
          ],
        },
        {
          heading: '7. Messaggi e recensioni',
          paragraphs: [
            'I messaggi passano da Bosun. Finché una prenotazione non è accettata, numeri di telefono, indirizzi e-mail e link sono nascosti all’altra parte. Le recensioni devono descrivere un’uscita reale; possiamo nascondere un messaggio o una recensione contrari a queste condizioni.',
          ],
        },
        {
          heading: '8. Responsabilità e controversie',
          paragraphs: [
            'Bosun risponde del funzionamento della piattaforma e della gestione accurata dei pagamenti. I reclami sulla barca o sull’uscita si rivolgono all’altra parte; il nostro team aiuta entrambi a trovare una soluzione. Queste condizioni sono regolate dalla legge del paese in cui Bosun ha sede, senza privare i consumatori della tutela della legge del loro paese.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy',
      description:
        'Quali dati personali conserva Bosun, perché, con chi li condivide e come esercitare i tuoi diritti.',
      sections: [
        {
          heading: 'Cosa conserviamo',
          paragraphs: [
            'Il tuo account: nome, indirizzo e-mail, numero di telefono, lingua, valuta e una password conservata solo come hash argon2 (o l’identificativo dell’account Google, Apple o Facebook con cui accedi).',
            'Le tue prenotazioni: barca, date, numero di persone, voci di prezzo, assicurazioni, condizioni di cancellazione, cronologia degli stati e i contratti di consegna e riconsegna con le loro foto.',
            'I tuoi pagamenti: importi, stato e riferimento del pagamento presso Stripe. I numeri di carta sono inseriti nel modulo del fornitore di pagamenti e Bosun non li conserva mai.',
            'I tuoi messaggi con proprietari o clienti, le recensioni, i preferiti e le richieste di contatto.',
            'Registri di sicurezza: sessioni attive, tentativi di accesso falliti con l’indirizzo di provenienza e codici di verifica via SMS (validi dieci minuti).',
          ],
        },
        {
          heading: 'Perché',
          paragraphs: [
            'Per eseguire il noleggio che prenoti od offri (contratto), prevenire frodi e proteggere gli account (interesse legittimo), tenere la contabilità (obbligo di legge) e, solo con il tuo consenso, misurare pubblico e pubblicità.',
          ],
        },
        {
          heading: 'Chi altro riceve i dati',
          paragraphs: [
            'L’altra parte della prenotazione (nome, e contatti una volta accettata); Stripe per i pagamenti; Twilio per inviare i codici SMS; il nostro fornitore di e-mail per le notifiche; e, se attivo, un servizio di segnalazione errori che riceve rapporti tecnici privati di indirizzi e-mail, numeri di telefono, numeri di carta e token.',
          ],
        },
        {
          heading: 'Per quanto tempo',
          paragraphs: [
            'I dati dell’account finché è aperto; prenotazioni e pagamenti per il periodo richiesto dalla legge contabile; le notifiche in tempo reale un giorno; i rapporti di errore finché non sono sostituiti da altri più recenti.',
          ],
        },
        {
          heading: 'I tuoi diritti',
          paragraphs: [
            'Puoi accedere ai tuoi dati, correggerli, esportarli o cancellarli, opporti al loro uso e revocare il consenso in qualsiasi momento, dal tuo account o scrivendoci dalla pagina contatti. Puoi anche rivolgerti all’autorità per la protezione dei dati.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie',
      description:
        'I cookie usati da Bosun, a cosa serve ciascuno e quanto dura; puoi cambiare la tua scelta in ogni momento.',
      sections: [
        {
          heading: 'La tua scelta',
          paragraphs: [
            'I cookie strettamente necessari mantengono l’accesso, proteggono i moduli e ricordano lingua, valuta e scelta sui cookie; non si possono disattivare. Misurazione del pubblico, sondaggi e pubblicità sono usati solo se li accetti, e puoi cambiare idea in ogni momento.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Mantiene l’accesso (cancellato dopo 30 giorni senza visite).',
    'XSRF-TOKEN': 'Protegge le tue modifiche dalle richieste inviate da altri siti.',
    bosun_device:
      'Riconosce un browser con cui hai già effettuato l’accesso, perché i controlli di sicurezza non ti blocchino.',
    bosun_consent: 'Ricorda la tua scelta sui cookie.',
    currency: 'Ricorda la valuta scelta per i prezzi.',
    ab_variation: 'Mantiene la stessa pagina di ricerca mentre confrontiamo due versioni.',
    disabledTracking: 'Nell’app Bosun: l’impostazione di tracciamento dell’app.',
    visitorUlid: 'Misurazione del pubblico: conta le visite senza identificarti.',
    adClickId: 'Pubblicità: ricorda l’annuncio da cui arrivi, per sapere quali annunci funzionano.',
  },
};
