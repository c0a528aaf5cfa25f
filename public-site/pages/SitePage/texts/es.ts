import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Sobre Bosun',
      description:
        'Bosun pone en contacto a quienes quieren salir al mar con los propietarios y profesionales que alquilan barcos y organizan actividades.',
      sections: [
        {
          heading: 'Qué hacemos',
          paragraphs: [
            'Bosun es un mercado de alquiler de barcos y actividades náuticas: veleros, catamaranes, lanchas, barcos sin licencia, motos de agua, barcos habitables y yates, con o sin patrón, y salidas como paseos en barco, buceo o cruceros al atardecer.',
            'Los propietarios y profesionales publican sus barcos y fijan ellos mismos sus precios, calendarios y condiciones de cancelación. Los arrendatarios buscan por lugar y fechas, reservan y pagan en línea, y hablan con el propietario antes y después de la salida.',
          ],
        },
        {
          heading: 'Cómo trabajamos',
          paragraphs: [
            'Revisamos los anuncios antes de publicarlos, retenemos el pago hasta que el propietario acepta una solicitud y guardamos cada reserva, mensaje y contrato para que ambas partes puedan confiar en lo acordado.',
            'El sitio está disponible en 13 idiomas y muestra los precios en su moneda; el importe se cobra en euros.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Cómo funciona',
      description:
        'Encuentre un barco, envíe una solicitud o reserve al instante y salga a navegar: estos son los pasos.',
      sections: [
        {
          heading: '1. Busque',
          paragraphs: [
            'Elija un lugar, sus fechas y cuántas personas van. Filtre por tipo de barco, con o sin patrón, precio, eslora o equipamiento, y compare los anuncios en el mapa.',
          ],
        },
        {
          heading: '2. Reserve',
          paragraphs: [
            'Algunos barcos se reservan al instante. Para los demás envía una solicitud: el importe se bloquea en su tarjeta y solo se cobra si el propietario acepta en 48 horas; si no, el bloqueo se libera.',
            'Antes de confirmar ve el precio total con la tarifa de servicio, las opciones y seguros elegidos, la fianza y la política de cancelación.',
          ],
        },
        {
          heading: '3. Salga al agua',
          paragraphs: [
            'Cuando la reserva se acepta recibe los datos de contacto del propietario y el punto de encuentro. En el puerto firma el contrato de entrega en su móvil, y el de devolución al devolver el barco.',
            'Después de la salida, usted y el propietario se valoran mutuamente. Las opiniones se publican juntas, cuando ambos han escrito o a los 14 días.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Hágase propietario',
      description:
        'Alquile su barco o su actividad a arrendatarios de toda Europa, con sus propias condiciones.',
      sections: [
        {
          heading: 'Publique su barco',
          paragraphs: [
            'Cree una cuenta, describa su barco en su idioma y añada fotos, sus precios por temporada y los días disponibles. Su anuncio se muestra en 13 idiomas: los títulos se redactan a partir de los datos del barco y las descripciones se traducen.',
          ],
        },
        {
          heading: 'Usted decide',
          paragraphs: [
            'Elija reserva inmediata o solicitud, la duración mínima, la fianza y la política de cancelación. Responda a cada solicitud en 48 horas y hable con el arrendatario antes de aceptar.',
          ],
        },
        {
          heading: 'Cobre',
          paragraphs: [
            'Los arrendatarios pagan en línea. La fianza se bloquea en la tarjeta del arrendatario y se libera tras la salida, salvo que usted declare daños. Sus ingresos se pagan una vez iniciado el alquiler.',
          ],
        },
      ],
    },
    help: {
      title: 'Ayuda',
      description: 'Respuestas a las preguntas más frecuentes de arrendatarios y propietarios.',
      sections: [
        {
          heading: '¿Necesito titulación náutica?',
          paragraphs: [
            'No para los barcos sin licencia ni para los barcos con patrón. Cada anuncio indica si hace falta titulación; el propietario puede pedir verla en el puerto.',
          ],
        },
        {
          heading: '¿Cuándo se me cobra?',
          paragraphs: [
            'En una reserva inmediata, al reservar. En una solicitud, el importe solo se bloquea y se cobra cuando el propietario acepta. Con un anticipo, el resto se cobra automáticamente antes de la salida.',
          ],
        },
        {
          heading: '¿Cómo cancelo?',
          paragraphs: [
            'Abra la reserva en su cuenta y elija «Cancelar». El reembolso sigue la política de cancelación mostrada al reservar; retirar una solicitud aún no aceptada es gratis.',
          ],
        },
        {
          heading: '¿Y la fianza?',
          paragraphs: [
            'La fianza es una autorización en su tarjeta, no un pago. Se libera tras la salida, o se cobra en parte solo si se declaran y resuelven daños.',
          ],
        },
        {
          heading: '¿Otra cosa?',
          paragraphs: ['Escríbanos desde la página de contacto; respondemos en su idioma.'],
        },
      ],
    },
    contact: {
      title: 'Contacto',
      description:
        '¿Una pregunta sobre un barco, una reserva o su cuenta? Escríbanos y nuestro equipo le responderá por correo electrónico.',
      sections: [
        {
          heading: 'Antes de escribir',
          paragraphs: [
            'Sobre una reserva en curso, lo más rápido es la conversación con el propietario en su cuenta. Para todo lo demás, use el formulario de abajo: su mensaje llega a nuestro equipo, que responde por correo, normalmente en un día laborable.',
          ],
        },
      ],
    },
    terms: {
      title: 'Condiciones de uso',
      description:
        'Las normas que se aplican cuando usa Bosun para alquilar un barco o una actividad, o para ofrecerlos.',
      sections: [
        {
          heading: '1. Quiénes somos',
          paragraphs: [
            'Bosun gestiona este sitio y sus aplicaciones, un mercado donde propietarios (particulares y profesionales) ofrecen barcos y actividades que los arrendatarios reservan. El contrato de alquiler se celebra entre arrendatario y propietario; Bosun no es parte de él ni posee los barcos.',
          ],
        },
        {
          heading: '2. Cuentas',
          paragraphs: [
            'Necesita una cuenta para reservar o publicar un barco. Debe dar datos exactos, mantener su contraseña en secreto y confirmar su teléfono con el código que enviamos por SMS. Usted responde del uso de su cuenta.',
          ],
        },
        {
          heading: '3. Reservas y pago',
          paragraphs: [
            'El precio mostrado antes de confirmar incluye el alquiler, las opciones y seguros elegidos y la tarifa de servicio de Bosun. El pago se hace con tarjeta a través de nuestro proveedor de pagos, Stripe. Una solicitud se autoriza en su tarjeta y solo se cobra si el propietario la acepta en 48 horas. Con un anticipo, el resto se cobra en su fecha de vencimiento.',
            'La fianza es una autorización en su tarjeta; solo se cobra, en parte o en su totalidad, por daños declarados por el propietario y resueltos tras su revisión.',
          ],
        },
        {
          heading: '4. Cancelación',
          paragraphs: [
            'Cada anuncio tiene una política de cancelación (flexible, moderada o estricta), visible en el anuncio y al reservar; se aplica la vigente en el momento de la reserva. Si el propietario cancela, reembolsa todo al arrendatario. Retirar una solicitud antes de que se acepte es gratis.',
          ],
        },
        {
          heading: '5. Compromisos de los propietarios',
          paragraphs: [
            'Los propietarios describen sus barcos con veracidad, mantienen su calendario al día, tienen los seguros y papeles que exige la ley, entregan el barco en buen estado y responden a las solicitudes en 48 horas.',
          ],
        },
        {
          heading: '6. Compromisos de los arrendatarios',
          paragraphs: [
            'Los arrendatarios tienen la titulación necesaria si navegan sin patrón, respetan el número de personas autorizado, siguen las instrucciones de seguridad del propietario y devuelven el barco a tiempo y en el estado en que lo recibieron.',
          ],
        },
        {
          heading: '7. Mensajes y opiniones',
          paragraphs: [
            'Los mensajes pasan por Bosun. Hasta que se acepta una reserva, los teléfonos, correos y enlaces se ocultan a la otra parte. Las opiniones deben describir una salida real; podemos ocultar un mensaje o una opinión que incumpla estas condiciones.',
          ],
        },
        {
          heading: '8. Responsabilidad y conflictos',
          paragraphs: [
            'Bosun responde del funcionamiento de la plataforma y de tratar los pagos con cuidado. Las reclamaciones sobre el barco o la salida se dirigen a la otra parte; nuestro equipo ayuda a ambos a encontrar una solución. Estas condiciones se rigen por la ley del país donde Bosun está establecido, sin privar a los consumidores de la protección de la ley de su país.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Qué datos personales guarda Bosun, para qué, con quién se comparten y cómo ejercer sus derechos.',
      sections: [
        {
          heading: 'Qué guardamos',
          paragraphs: [
            'Su cuenta: nombre, correo electrónico, teléfono, idioma, moneda y una contraseña guardada solo como hash argon2 (o el identificador de la cuenta de Google, Apple o Facebook con la que inicia sesión).',
            'Sus reservas: barco, fechas, número de personas, líneas de precio, seguros, condiciones de cancelación, historial de estados y los contratos de entrega y devolución con sus fotos.',
            'Sus pagos: importes, estado y la referencia del pago en Stripe. Los números de tarjeta se introducen en el formulario del proveedor de pagos y Bosun nunca los guarda.',
            'Sus mensajes con propietarios o arrendatarios, sus opiniones, sus favoritos y sus solicitudes de contacto.',
            'Registros de seguridad: sesiones activas, intentos fallidos de inicio de sesión con la dirección de origen y códigos de verificación por SMS (válidos diez minutos).',
          ],
        },
        {
          heading: 'Para qué',
          paragraphs: [
            'Para ejecutar el alquiler que reserva u ofrece (contrato), prevenir el fraude y proteger las cuentas (interés legítimo), llevar la contabilidad (obligación legal) y, solo con su consentimiento, medir la audiencia y la publicidad.',
          ],
        },
        {
          heading: 'Quién más recibe datos',
          paragraphs: [
            'La otra parte de su reserva (nombre, y datos de contacto una vez aceptada); Stripe para los pagos; Twilio para enviar los códigos SMS; nuestro proveedor de correo para las notificaciones; y, si está activado, un servicio de informes de errores que recibe informes técnicos de los que se eliminan correos, teléfonos, números de tarjeta y tokens.',
          ],
        },
        {
          heading: 'Cuánto tiempo',
          paragraphs: [
            'Los datos de la cuenta mientras esté abierta; reservas y pagos durante el plazo que exige la ley contable; las notificaciones en directo un día; los informes de errores hasta que otros más recientes los sustituyen.',
          ],
        },
        {
          heading: 'Sus derechos',
          paragraphs: [
            'Puede acceder a sus datos, corregirlos, exportarlos o suprimirlos, oponerse a su uso y retirar su consentimiento en cualquier momento, desde su cuenta o escribiéndonos desde la página de contacto. También puede reclamar ante su autoridad de protección de datos.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'Las cookies que usa Bosun, para qué sirve cada una y cuánto dura; cambie su elección cuando quiera.',
      sections: [
        {
          heading: 'Su elección',
          paragraphs: [
            'Las cookies estrictamente necesarias mantienen su sesión, protegen los formularios y recuerdan su idioma, su moneda y su elección de cookies; no se pueden desactivar. La medición de audiencia, las encuestas y la publicidad solo se usan si las acepta, y puede cambiar de opinión en cualquier momento.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Mantiene su sesión iniciada (se borra tras 30 días sin visitas).',
    'XSRF-TOKEN': 'Protege sus cambios frente a peticiones enviadas por otros sitios.',
    bosun_device:
      'Reconoce un navegador con el que ya inició sesión, para que los controles de seguridad no le bloqueen.',
    bosun_consent: 'Recuerda su elección de cookies.',
    currency: 'Recuerda la moneda elegida para los precios.',
    ab_variation: 'Mantiene la misma presentación de búsqueda mientras comparamos dos versiones.',
    disabledTracking: 'En la aplicación Bosun: el ajuste de seguimiento de la aplicación.',
    visitorUlid: 'Medición de audiencia: cuenta las visitas sin identificarle.',
    adClickId: 'Publicidad: recuerda el anuncio del que viene, para saber qué anuncios funcionan.',
  },
};
