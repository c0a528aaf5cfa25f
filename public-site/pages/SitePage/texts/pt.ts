import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Sobre a Bosun',
      description:
        'A Bosun liga quem quer ir para o mar aos proprietários e profissionais que alugam barcos e organizam atividades.',
      sections: [
        {
          heading: 'O que fazemos',
          paragraphs: [
            'A Bosun é um mercado de aluguer de barcos e atividades náuticas: veleiros, catamarãs, lanchas, barcos sem carta, motos de água, casas flutuantes e iates, com ou sem skipper, e passeios como saídas de barco, mergulho ou cruzeiros ao pôr do sol.',
            'Proprietários e profissionais publicam os seus barcos e definem eles próprios preços, calendários e condições de cancelamento. Os clientes pesquisam por local e datas, reservam e pagam online e falam com o proprietário antes e depois do passeio.',
          ],
        },
        {
          heading: 'Como trabalhamos',
          paragraphs: [
            'Verificamos os anúncios antes de os publicar, retemos o pagamento até o proprietário aceitar um pedido e guardamos cada reserva, mensagem e contrato, para que ambas as partes possam confiar no que foi combinado.',
            'O site existe em 13 línguas e mostra os preços na sua moeda; o valor é cobrado em euros.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Como funciona',
      description: 'Encontre um barco, envie um pedido ou reserve de imediato e vá navegar: eis cada passo.',
      sections: [
        {
          heading: '1. Pesquise',
          paragraphs: [
            'Escolha um local, as datas e quantas pessoas vão. Filtre por tipo de barco, com ou sem skipper, preço, comprimento ou equipamento, e compare os anúncios no mapa.',
          ],
        },
        {
          heading: '2. Reserve',
          paragraphs: [
            'Alguns barcos reservam-se de imediato. Para os outros envia um pedido: o valor fica cativo no seu cartão e só é cobrado se o proprietário aceitar em 48 horas; caso contrário, é libertado.',
            'Antes de confirmar vê o preço total com a taxa de serviço, as opções e seguros escolhidos, a caução e a política de cancelamento.',
          ],
        },
        {
          heading: '3. Vá para a água',
          paragraphs: [
            'Quando a reserva é aceite recebe os contactos do proprietário e o ponto de encontro. No porto assina o contrato de entrega no telemóvel, e o de devolução ao entregar o barco.',
            'Depois do passeio, você e o proprietário avaliam-se mutuamente. As avaliações são publicadas em conjunto, quando ambos escreveram ou ao fim de 14 dias.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Torne-se proprietário',
      description: 'Alugue o seu barco ou a sua atividade a clientes de toda a Europa, nas suas condições.',
      sections: [
        {
          heading: 'Publique o seu barco',
          paragraphs: [
            'Crie uma conta, descreva o barco na sua língua, junte fotografias, preços por época e os dias disponíveis. O anúncio é mostrado em 13 línguas: os títulos são escritos a partir dos dados do barco e as descrições são traduzidas.',
          ],
        },
        {
          heading: 'Você decide',
          paragraphs: [
            'Escolha reserva imediata ou pedido, a duração mínima, a caução e a política de cancelamento. Responde a cada pedido em 48 horas e pode falar com o cliente antes de aceitar.',
          ],
        },
        {
          heading: 'Receba',
          paragraphs: [
            'Os clientes pagam online. A caução fica cativa no cartão do cliente e é libertada depois do passeio, a menos que declare danos. Os seus rendimentos são pagos após o início do aluguer.',
          ],
        },
      ],
    },
    help: {
      title: 'Ajuda',
      description: 'Respostas às perguntas mais frequentes de clientes e proprietários.',
      sections: [
        {
          heading: 'Preciso de carta de navegador?',
          paragraphs: [
            'Não para os barcos sem carta nem para os barcos com skipper. Cada anúncio diz se é precisa carta; o proprietário pode pedir para a ver no porto.',
          ],
        },
        {
          heading: 'Quando sou cobrado?',
          paragraphs: [
            'Numa reserva imediata, ao reservar. Num pedido, o valor fica apenas cativo e é cobrado quando o proprietário aceita. Com um sinal, o restante é cobrado automaticamente antes do passeio.',
          ],
        },
        {
          heading: 'Como cancelo?',
          paragraphs: [
            'Abra a reserva na sua conta e escolha «Cancelar». O reembolso segue a política de cancelamento mostrada ao reservar; retirar um pedido ainda não aceite é gratuito.',
          ],
        },
        {
          heading: 'E a caução?',
          paragraphs: [
            'A caução é uma autorização no seu cartão, não um pagamento. É libertada depois do passeio, ou cobrada em parte só se forem declarados e resolvidos danos.',
          ],
        },
        {
          heading: 'Outra questão?',
          paragraphs: ['Escreva-nos a partir da página de contacto; respondemos na sua língua.'],
        },
      ],
    },
    contact: {
      title: 'Contacto',
      description:
        'Uma pergunta sobre um barco, uma reserva ou a sua conta? Escreva-nos e a nossa equipa responde por e-mail.',
      sections: [
        {
          heading: 'Antes de escrever',
          paragraphs: [
            'Sobre uma reserva em curso, o mais rápido é a conversa com o proprietário na sua conta. Para tudo o resto, use o formulário abaixo: a mensagem chega à nossa equipa, que responde por e-mail, normalmente num dia útil.',
          ],
        },
      ],
    },
    terms: {
      title: 'Termos de utilização',
      description:
        'As regras que se aplicam quando usa a Bosun para alugar um barco ou uma atividade, ou para os oferecer.',
      sections: [
        {
          heading: '1. Quem somos',
          paragraphs: [
            'A Bosun gere este site e as suas aplicações, um mercado onde proprietários (particulares e profissionais) oferecem barcos e atividades que os clientes reservam. O contrato de aluguer é celebrado entre cliente e proprietário; a Bosun não é parte nele nem é dona dos barcos.',
          ],
        },
        {
          heading: '2. Contas',
          paragraphs: [
            'Precisa de uma conta para reservar ou publicar um barco. Deve dar dados exatos, manter a palavra-passe secreta e confirmar o telefone com o código que enviamos por SMS. É responsável pela utilização da sua conta.',
          ],
        },
        {
          heading: '3. Reservas e pagamento',
          paragraphs: [
            'O preço mostrado antes de confirmar inclui o aluguer, as opções e seguros escolhidos e a taxa de serviço da Bosun. O pagamento é feito por cartão através do nosso prestador de pagamentos, a Stripe. Um pedido é autorizado no seu cartão e só é cobrado se o proprietário o aceitar em 48 horas. Com um sinal, o restante é cobrado na data de vencimento.',
            'A caução é uma autorização no seu cartão; só é cobrada, em parte ou na totalidade, por danos declarados pelo proprietário e resolvidos após análise.',
          ],
        },
        {
          heading: '4. Cancelamento',
          paragraphs: [
            'Cada anúncio tem uma política de cancelamento (flexível, moderada ou rigorosa), mostrada no anúncio e ao reservar; aplica-se a que estava em vigor quando reservou. Um proprietário que cancela reembolsa o cliente na totalidade. Retirar um pedido antes de ser aceite é gratuito.',
          ],
        },
        {
          heading: '5. Compromissos dos proprietários',
          paragraphs: [
            'Os proprietários descrevem os barcos com verdade, mantêm o calendário atualizado, têm os seguros e documentos exigidos por lei, entregam o barco em bom estado e respondem aos pedidos em 48 horas.',
          ],
        },
        {
          heading: '6. Compromissos dos clientes',
          paragraphs: [
            'Os clientes têm a carta exigida se navegarem sem skipper, respeitam o número de pessoas permitido, seguem as instruções de segurança do proprietário e devolvem o barco a horas e no estado em que o receberam.',
          ],
        },
        {
          heading: '7. Mensagens e avaliações',
          paragraphs: [
            'As mensagens passam pela Bosun. Até uma reserva ser aceite, números de telefone, e-mails e links ficam ocultos para a outra parte. As avaliações devem descrever um passeio real; podemos ocultar uma mensagem ou avaliação contrária a estes termos.',
          ],
        },
        {
          heading: '8. Responsabilidade e litígios',
          paragraphs: [
            'A Bosun responde pelo funcionamento da plataforma e pelo tratamento cuidadoso dos pagamentos. As reclamações sobre o barco ou o passeio dirigem-se à outra parte; a nossa equipa ajuda ambos a encontrar uma solução. Estes termos regem-se pela lei do país onde a Bosun está estabelecida, sem privar os consumidores da proteção da lei do seu país.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Política de privacidade',
      description:
        'Que dados pessoais a Bosun guarda, para quê, com quem os partilha e como exercer os seus direitos.',
      sections: [
        {
          heading: 'O que guardamos',
          paragraphs: [
            'A sua conta: nome, e-mail, telefone, língua, moeda e uma palavra-passe guardada apenas como hash argon2 (ou o identificador da conta Google, Apple ou Facebook com que entra).',
            'As suas reservas: barco, datas, número de pessoas, linhas de preço, seguros, condições de cancelamento, histórico de estados e os contratos de entrega e devolução com as fotografias.',
            'Os seus pagamentos: valores, estado e a referência do pagamento na Stripe. Os números de cartão são introduzidos no formulário do prestador de pagamentos e nunca são guardados pela Bosun.',
            'As suas mensagens com proprietários ou clientes, avaliações, favoritos e pedidos de contacto.',
            'Registos de segurança: sessões ativas, tentativas de início de sessão falhadas com o endereço de origem e códigos de verificação por SMS (válidos dez minutos).',
          ],
        },
        {
          heading: 'Para quê',
          paragraphs: [
            'Para executar o aluguer que reserva ou oferece (contrato), prevenir fraudes e proteger as contas (interesse legítimo), manter a contabilidade (obrigação legal) e, só com o seu consentimento, medir audiências e publicidade.',
          ],
        },
        {
          heading: 'Quem mais recebe dados',
          paragraphs: [
            'A outra parte da reserva (nome, e contactos depois de aceite); a Stripe para pagamentos; a Twilio para enviar os códigos SMS; o nosso prestador de e-mail para notificações; e, se ativado, um serviço de relatórios de erros que recebe relatórios técnicos dos quais são retirados e-mails, telefones, números de cartão e tokens.',
          ],
        },
        {
          heading: 'Durante quanto tempo',
          paragraphs: [
            'Os dados da conta enquanto estiver aberta; reservas e pagamentos pelo prazo que a lei contabilística exige; notificações em direto um dia; relatórios de erros até serem substituídos por outros mais recentes.',
          ],
        },
        {
          heading: 'Os seus direitos',
          paragraphs: [
            'Pode aceder aos seus dados, corrigi-los, exportá-los ou apagá-los, opor-se à sua utilização e retirar o consentimento a qualquer momento, na sua conta ou escrevendo-nos pela página de contacto. Pode também apresentar queixa à autoridade de proteção de dados.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'Os cookies que a Bosun usa, para que serve cada um e quanto tempo dura; altere a sua escolha quando quiser.',
      sections: [
        {
          heading: 'A sua escolha',
          paragraphs: [
            'Os cookies estritamente necessários mantêm a sessão iniciada, protegem os formulários e lembram a língua, a moeda e a sua escolha de cookies; não podem ser desativados. A medição de audiência, os inquéritos e a publicidade só são usados se os aceitar, e pode mudar de ideias a qualquer momento.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Mantém a sessão iniciada (apagado após 30 dias sem visitas).',
    'XSRF-TOKEN': 'Protege as suas alterações contra pedidos enviados por outros sites.',
    bosun_device:
      'Reconhece um navegador com que já entrou, para que os controlos de segurança não o bloqueiem.',
    bosun_consent: 'Lembra a sua escolha de cookies.',
    currency: 'Lembra a moeda escolhida para os preços.',
    ab_variation: 'Mantém a mesma apresentação da pesquisa enquanto comparamos duas versões.',
    disabledTracking: 'Na aplicação Bosun: a definição de rastreio da aplicação.',
    visitorUlid: 'Medição de audiência: conta as visitas sem o identificar.',
    adClickId: 'Publicidade: lembra o anúncio de onde veio, para saber que anúncios funcionam.',
  },
};
