/** El manual en español (sigue las páginas y secciones de manual-pages-en.ts). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Primeros pasos',
    summary: 'Inicie sesión, oriéntese y prepare su stand antes de que abra la feria.',
    body: `
Leadstand registra los contactos de su stand en la feria: su equipo escanea las acreditaciones de los visitantes, cualifica cada conversación y le da seguimiento, en el teléfono en el stand y después en el portátil. También funciona sin conexión a internet, consulte [Trabajar sin conexión y sincronizar](offline).

## Iniciar sesión
- **Los administradores** reciben un enlace de acceso del organizador. Más adelante puede iniciar sesión en la página de acceso con [[login:tab.email]]: escriba su dirección, pulse [[login:email.submit]] y abra el enlace o escriba el código de 6 cifras del correo.
- **Los miembros del equipo** reciben un correo cuando usted los añade al equipo. El enlace les da acceso; los compañeros invitados confirman primero su nombre.
- Las [[team:view.licences]] dan acceso a un teléfono sin cuenta: escanee el código QR de la tarjeta de licencia con la cámara del teléfono (o elija [[login:tab.licence]] en la página de acceso). El teléfono pregunta [[login:finalize.nameEmail.title]] para el nombre y la dirección de correo, y después [[login:finalize.nameEmail.submit]].

En el primer acceso acepta las condiciones de uso del organizador. Si su empresa usa la autenticación en dos pasos, también introduce un segundo código.

## Orientarse
En el portátil, el menú está siempre a la izquierda, agrupado en [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] y [[common:nav.group.support]]. En el teléfono, la barra inferior contiene los destinos principales; todo lo demás está en [[common:nav.more]]. Solo ve las secciones que usa su empresa y que permiten sus permisos.

Bajo su nombre, al pie del menú, están las funciones de la cuenta: [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (un código QR que inicia sesión con su cuenta en otro dispositivo), [[common:menu.myBadge]], [[common:menu.guide]] y [[common:menu.logout]]. En [[common:nav.settings]] elige el idioma, la zona horaria de las horas mostradas y la autenticación en dos pasos.

## Prepararse para la feria
El [[common:nav.dashboard]] muestra [[dashboard:setup.title]] con los pasos que faltan:
1. [[dashboard:setup.content.title]]: lo que los visitantes ven de usted, consulte [Contenido y seguimiento](content).
2. [[dashboard:setup.questions.title]]: lo que su equipo pregunta a cada visitante, consulte [Configurar las preguntas](questions).
3. [[dashboard:setup.team.title]]: los compañeros que atienden el stand, consulte [Equipo y licencias](team).

Debajo de los pasos, el panel cuenta sus contactos: hoy y en total, contactos por hora, el embudo de seguimiento, las valoraciones y los contactos por miembro del equipo.

> Instale Leadstand en los teléfonos del stand antes de la feria (en el menú del navegador: «Añadir a pantalla de inicio» o «Instalar aplicación») e inicie sesión una vez con conexión: a partir de entonces se abre y registra contactos sin ella.
`,
  },
  {
    id: 'scanning',
    title: 'Escanear acreditaciones',
    summary: 'Registre a un visitante con la cámara del teléfono, un lector de códigos, NFC o el código de la acreditación tecleado.',
    body: `
La acreditación de cada visitante lleva un código QR o de barras y un código de tres grupos de cinco letras, como abcde-jklmn-stuvw. Lo registre como lo registre, el contacto se guarda al instante en el dispositivo y aparece arriba en [[common:nav.connections]].

## Con la cámara
1. Abra [[common:nav.connections]] y pulse [[connections:scan.start]].
2. Sostenga el código QR o de barras de la acreditación dentro del marco. El teléfono pita o vibra, y aparece el nombre del visitante.
3. Siga escaneando: el contador muestra cuántos lleva. Cierre el escáner cuando termine.

[[connections:scan.sound]] activa y desactiva el pitido, [[connections:scan.torch]] ilumina las acreditaciones oscuras y [[connections:scan.switchCamera]] alterna entre la cámara delantera y la trasera.

Si la cámara está bloqueada, permita el acceso a la cámara para este sitio en los ajustes del navegador y elija [[connections:scan.tryAgain]]. Mientras tanto, use [[connections:scan.typeCode]].

## Con un lector de códigos
Un lector de códigos de barras USB o Bluetooth funciona como un teclado. Haga clic en el campo [[connections:add.label]] sobre la lista y escanee: el lector teclea el código y Intro, y se añade el contacto. Deje el cursor en el campo y escanee la siguiente acreditación.

## Con el código tecleado
Escriba el código impreso en la acreditación en [[connections:add.label]] y pulse [[connections:add.submit]]. Las mayúsculas, los espacios y los guiones no importan. Leadstand comprueba el código mientras escribe: el primer grupo empieza por una letra de la a a la h, el segundo de la j a la r, el tercero de la s a la z, y las letras i y o nunca aparecen.

## Con NFC
En teléfonos Android con NFC, [[connections:scan.nfc]] en el escáner lee acreditaciones con chip: acerque la acreditación a la parte trasera del teléfono.

## Qué significan los mensajes
- **Ya escaneado**: usted o un compañero ya conocieron a este visitante. El nuevo encuentro se añade al historial del contacto.
- **Esta acreditación pertenece a otro evento**: cambie de evento en el menú para escanearla allí.
- **Sin licencia de escaneo**: su empresa aún no tiene licencia para este evento. Los escaneos se guardan, y los datos del visitante aparecen en cuanto haya una licencia activa.
- **El evento ha terminado**: ya no se escanea. Puede seguir leyendo, cualificando y exportando sus contactos.
- **No está en la lista de visitantes**: este dispositivo no conoce el código. El servidor lo comprueba en la siguiente sincronización; corrija el código si se tecleó mal.
`,
  },
  {
    id: 'offline',
    title: 'Trabajar sin conexión y sincronizar',
    summary: 'Qué funciona sin conexión, cómo llegan sus cambios al servidor y qué significan los estados de sincronización.',
    body: `
En los pabellones de las ferias la cobertura suele ser mala. Leadstand guarda primero en el dispositivo todo lo que registra y lo envía al servidor en cuanto puede. Nunca tiene que esperar a la red.

## Qué funciona sin conexión
Escanear y teclear códigos de acreditación, notas, notas de voz y fotos, respuestas, valoraciones, etapas, elegir el contenido que compartir y los correos de seguimiento funcionan sin conexión. También buscar y exportar los contactos del dispositivo.

Algunas pantallas necesitan el servidor y muestran [[common:offline.title]]: el equipo, las preguntas, el contenido, los invitados, el acceso API, el registro de auditoría y este manual. Se abren en cuanto vuelve a tener conexión.

> Abra la aplicación una vez con conexión antes de la feria: así descarga las preguntas, el contenido y la lista de visitantes del evento, y los nombres aparecen al instante al escanear.

## Cómo funciona la sincronización
Los cambios se envían en el orden en que los hizo, en segundo plano, también mientras sigue trabajando. Arriba en [[common:nav.connections]] se ve cuántos cambios esperan la sincronización y cuándo fue la última. [[connections:list.refresh]] sincroniza al momento. Los cambios de sus compañeros llegan por la misma vía.

## Estados de sincronización
Cada contacto muestra su estado:
- [[connections:sync.state.completed]]: en el servidor.
- [[connections:sync.state.pending]]: guardado en este dispositivo; se envía en cuanto haya conexión.
- [[connections:sync.state.modified]]: se está escribiendo una nota sobre él en este dispositivo y aún no se ha guardado. El texto se conserva mientras escribe, también si la aplicación se cierra; guárdelo o descártelo en la pestaña de notas.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] o [[connections:sync.state.invalid]]: el servidor no lo aceptó. Abra el contacto para leer el motivo; el filtro [[connections:list.needsAttention]] los muestra todos.

Tras una sincronización, la lista resume en [[connections:syncSummary.title]] lo que el servidor dijo de sus escaneos: cuántos no tienen licencia (sus datos se muestran cuando haya una licencia activa), pertenecen a otro evento o no están en la lista de visitantes, con un enlace a ellos. Ciérrelo; solo vuelve cuando haya más.

## Mantener sus datos a salvo
- No cierre sesión ni borre los datos del navegador mientras haya cambios pendientes: Leadstand pregunta antes de cerrar sesión con cambios sin enviar.
- Cuando el almacenamiento del dispositivo se agota, Leadstand le avisa. Conéctese para sincronizar y libere espacio.
- Cuando hay una versión nueva, un aviso le ofrece actualizar. Al actualizar se conserva todo lo que hay en el dispositivo.
- Si un teléfono se avería o debe restablecerse con contactos sin enviar, una copia de diagnóstico los rescata, consulte [Soporte y copia de diagnóstico](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Cualificar contactos',
    summary: 'Notas, notas de voz, fotos, preguntas, valoración y etapa: registre de qué trató la conversación.',
    body: `
Abra un contacto desde [[common:nav.connections]] para cualificarlo. Sus pestañas son [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] y [[connections:tabs.content]]; en el portátil también [[connections:tabs.stage]] y [[connections:tabs.registration-questions]] (en el teléfono forman parte de [[connections:tabs.details]]). Todo funciona sin conexión.

## Notas, notas de voz y fotos
En [[connections:tabs.notes]], escriba en [[connections:notes.add]] y pulse [[connections:notes.save]]. [[connections:notes.media.record]] graba lo que dijo el visitante (pulse de nuevo para parar) y [[connections:notes.media.photo]] fotografía una tarjeta de visita o un boceto en una servilleta. Los archivos se suben en segundo plano en cuanto hay conexión; hasta entonces se quedan en el dispositivo.

## Preguntas
En [[connections:tabs.questions]] responde a las preguntas de cualificación de su empresa. Unas admiten una respuesta, otras varias, otras sus propias palabras; con [[connections:questions.other]] escribe una respuesta propia. Pulse [[connections:questions.save]].

## Valoración
Cada respuesta suma puntos, y los puntos valoran el contacto como [[connections:rating.hot]], [[connections:rating.warm]] o [[connections:rating.cold]] (las reglas están en [Configurar las preguntas](questions)). [[connections:rating.how]] explica los puntos. Quien escaneó al visitante puede cambiarla con [[connections:rating.override]].

## Etapa
La etapa acompaña al contacto después de la feria: [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] o [[connections:stages.longterm]]. Elija la [[connections:stage.new]], añada un comentario si quiere y pulse [[connections:stage.save]]. El [[connections:stage.history]] muestra cada cambio con su fecha.

## Datos y registro
[[connections:tabs.details]] muestra los datos de contacto del visitante (con [[connections:detail.call]], [[connections:detail.mail]] y [[connections:detail.website]]), cuándo y quién lo escaneó, los compañeros que también lo conocieron y el consentimiento que dio al registrarse. [[connections:tabs.registration-questions]] muestra las respuestas que dio al registrarse en la feria.

## Eliminar
[[connections:delete.button]] quita un contacto; [[connections:delete.undo]] en el aviso lo recupera mientras la eliminación no se haya enviado. Solo quien lo escaneó primero, o un administrador, puede eliminar un contacto.
`,
  },
  {
    id: 'team',
    title: 'Equipo y licencias',
    summary: 'Añada a sus compañeros, decida qué puede hacer cada uno y dé licencias de escaneo a los teléfonos.',
    body: `
Los administradores gestionan a las personas del stand en [[common:nav.users]] (en [[common:nav.group.setup-tasks]]). La pantalla tiene tres vistas: [[team:view.members]], [[team:view.licences]] e [[team:view.import]].

## Añadir un miembro del equipo
1. Pulse [[team:add.button]].
2. Escriba el nombre, los apellidos y la dirección de correo, y el idioma de sus correos.
3. Elija cómo se une: [[team:join.invite]] (confirma su nombre y acepta las condiciones desde el correo) o [[team:join.register]] (la cuenta existe ya; el correo contiene un enlace de acceso).
4. Marque lo que puede hacer y pulse [[team:add.submit]].

## Permisos
- [[team:permission.admin]]: todo, incluidos el equipo, las preguntas y el contenido.
- [[team:permission.createConnections]]: escanea acreditaciones y cualifica contactos.
- [[team:permission.showAllConnections]]: ve también los contactos de sus compañeros.
- [[team:permission.exportConnections]]: descarga y envía por correo los contactos.
- [[team:permission.companyConversations]]: lee y responde los mensajes de la empresa.
- [[team:permission.tasks]]: trabaja en las tareas del organizador.

Abra un miembro para [[team:detail.edit]], [[team:detail.resendInvite]], [[team:detail.resendLink]] o [[team:detail.remove]]. Los contactos que escaneó se quedan en su empresa.

## Importar el equipo
En [[team:view.import]], elija un archivo CSV o Excel con una persona por fila (como máximo 1.000) y los nombres de las columnas en la primera fila: nombre, apellidos, dirección de correo y, si quiere, teléfono, empresa, idioma y permisos. Leadstand comprueba cada fila antes de importar. Las personas que ya están en el equipo se quedan como están.

## Licencias de escaneo
El código QR de una licencia da acceso a un teléfono para escanear para su empresa, sin cuenta, para personal temporal o un teléfono compartido del stand. Cada teléfono ocupa una plaza hasta que usted la libera con [[team:licences.release]]; antes se envían sus contactos. [[team:licences.print]] imprime un código QR por licencia para dejarlo en el stand.

## Acreditaciones
Donde el organizador vende acreditaciones, elija la que lleva cada miembro y cuántas acreditaciones gratuitas puede dar a invitados. Puede pedir más en la [[team:shopLink]]; sus pedidos y facturas están en [[common:nav.orders]].
`,
  },
  {
    id: 'questions',
    title: 'Configurar las preguntas',
    summary: 'Las preguntas de cualificación de su equipo y los puntos que valoran cada contacto como caliente, templado o frío.',
    body: `
En [[common:nav.questions]] (en [[common:nav.group.setup-tasks]]) los administradores definen las preguntas que el equipo hace en el stand. Llegan a cada dispositivo en su siguiente sincronización y después funcionan sin conexión.

## Añadir una pregunta
1. Pulse [[questions:new.button]].
2. Escriba la pregunta en inglés y elija el [[questions:field.type]]: [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (lo más rápido en el stand) o [[questions:type.open]].
3. Indique las [[questions:field.options]] y dé a cada una de 0 a 3 puntos. Marque [[questions:field.allowOther]] si tiene sentido una respuesta propia.
4. En [[questions:translations]], traduzca la pregunta y sus respuestas. Su equipo las ve en su idioma; si no hay traducción, en inglés.
5. Pulse [[questions:save]].

Cambie el orden con las flechas junto a cada pregunta. El organizador puede limitar cuántas preguntas puede añadir.

## Desactivar o eliminar
Desmarque [[questions:field.enabled]] para dejar de hacerla: las respuestas dadas se conservan. [[questions:delete.button]] quita la pregunta junto con sus respuestas.

Si cambia o quita respuestas que ya tienen los contactos, Leadstand pregunta antes y después retira las respuestas quitadas en todos los dispositivos.

## Reglas de valoración
Los puntos de un contacto son la suma de los puntos de sus respuestas. En [[questions:rules.title]], fije [[questions:rules.hotFrom]] y [[questions:rules.warmFrom]]; por debajo, el contacto es frío. Antes de pulsar [[questions:rules.save]], la vista previa muestra cómo quedarían valorados los contactos con respuestas.

> [[dashboard:calibration]] en el panel compara la valoración con la etapa que alcanzó cada contacto. Si los contactos fríos reciben a menudo un presupuesto o compran, ajuste los puntos.
`,
  },
  {
    id: 'content',
    title: 'Contenido y seguimiento',
    summary: 'La página de su stand, el perfil de empresa y los productos, cómo compartirlos en el stand y el correo de seguimiento.',
    body: `
En [[common:nav.contents]] los administradores describen lo que los visitantes ven de la empresa. Cada entrada tiene su propia página para visitantes, con un código QR.

## Página del stand, perfil y productos
- [[contents:group.partner.title]]: su portada con logotipo, banner, dónde encontrarle, horario y una persona de contacto. Muestra sus productos públicos.
- [[contents:group.profile.title]]: quiénes son: sobre ustedes, referencias, sostenibilidad, empleo.
- [[contents:group.product.title]]: lo que su equipo muestra en el stand, con adjuntos (fichas técnicas, imágenes, vídeos de menos de 100 MB cada uno), enlaces y etiquetas.

Las entradas marcadas como [[contents:public]] aparecen en la página de su stand; las demás solo se abren para quien recibe su enlace. Con [[contents:copyLink]] y [[contents:downloadQr]] imprime la página para el stand o la pone en un correo.

## Compartir en el stand
En la pestaña [[connections:tabs.content]] de un contacto, marque [[connections:content.share]] junto a lo que interesó al visitante. La elección se guarda con el contacto para el seguimiento y funciona sin conexión. [[connections:content.showPage]] muestra un código QR que el visitante escanea con su propio teléfono.

## El correo de seguimiento
En [[common:nav.followUp]] escribe el correo que su equipo envía a los visitantes, en cada uno de los seis idiomas. Los marcadores, como el nombre del visitante, se rellenan, y los elementos compartidos y un enlace para darse de baja se añaden solos. [[contents:followUp.preview]] muestra el correo tal como lo recibe el visitante; [[contents:followUp.reset]] descarta su propio texto.

En la pestaña [[connections:tabs.content]] del contacto, el equipo elige el idioma y [[connections:followUp.sendNow]] o [[connections:followUp.sendEndOfDay]]. Los correos de fin de día salen a la hora fijada en [[contents:followUp.batchTitle]]. La pestaña muestra si el correo se envió y, si no, por qué.
`,
  },
  {
    id: 'guests',
    title: 'Invitados y enlaces de registro',
    summary: 'Invite a sus clientes a la feria: se registran en su propia página y reciben su acreditación.',
    body: `
En [[common:nav.guests]] invita a sus propios clientes. Se registran en una página suya, confirman su dirección de correo y reciben su acreditación, que el stand escanea después como cualquier otra. Las pestañas son [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] y [[guests:tab.codes]], según lo que permita el organizador.

## Enlaces de registro
1. En [[guests:tab.links]], pulse [[guests:links.new]].
2. Dele un nombre, una descripción para sus invitados y un [[guests:links.type]] (por ejemplo VIP).
3. Si solo pueden registrarse invitados con código, marque [[guests:links.codeRequiredLabel]].
4. Pulse [[guests:links.create]], después [[contents:copyLink]] para enviarlo o [[guests:links.qrShow]] para un folleto.

## El formulario de registro
Cada página de registro pide nombre, dirección de correo y empresa. En [[guests:tab.form]] añade sus propias preguntas (con traducciones). Cada cambio se guarda al momento; [[guests:form.preview.open]] muestra el formulario tal como lo ven los invitados.

## Códigos promocionales
En [[guests:tab.codes]] crea códigos para entradas gratuitas: los de tipo [[guests:codes.kinds.limited]] dejan de valer tras su número de usos, los de tipo [[guests:codes.kinds.unlimited]] no. [[guests:codes.batch]] crea muchos códigos de un solo uso a la vez y los descarga como archivo CSV, por ejemplo uno por cliente en un envío. Marque los códigos que ha repartido como [[guests:codes.distributed]].

## Registrados
[[guests:tab.registrants]] muestra a todos los que se registraron con sus enlaces o a los que invitó, con su estado ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) y si vinieron a la feria. [[guests:registrants.invite]] envía una invitación personal por correo. Las acciones de cada invitado reenvían la acreditación, la invitación o la confirmación, cambian el tipo de registro o dejan un registro en espera (la acreditación deja de funcionar). [[guests:registrants.export.label]] descarga la lista en CSV o Excel.
`,
  },
  {
    id: 'meetings',
    title: 'Reuniones y mensajes',
    summary: 'Horarios para reunirse, solicitudes de reunión, reuniones en línea, mensajes y notificaciones.',
    body: `
Si su empresa usa reuniones, el grupo [[common:nav.group.agenda]] del menú contiene su calendario, los asistentes, los mensajes y las notificaciones.

## Horarios para reunirse
En [[common:nav.agenda]], abra los ajustes de disponibilidad y añada los horarios en que puede reunirse, [[agenda:availability.onsite]] (dentro del horario de la feria) o [[agenda:availability.online]]. Los visitantes y compañeros piden reuniones en esos horarios. Su página de reservas permite a los visitantes reservar sin la aplicación: imprima su código QR para el stand.

## Pedir una reunión
- Con un visitante: búsquelo en [[common:nav.attendees]] y elija [[agenda:request.open]] junto a su nombre. [[attendees:row.connect]] envía en su lugar una solicitud de contacto.
- Con compañeros: en la [[common:nav.agenda]], elija [[agenda:request.open]], indique el inicio, la duración y con quién, y pulse [[agenda:request.send]].

Los demás eligen [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] o [[agenda:meeting.action.propose]]. La agenda muestra cada reunión por [[agenda:agenda.view.day]], [[agenda:agenda.view.week]] o como [[agenda:agenda.view.list]]; [[agenda:meeting.action.ics]] la lleva a su propio calendario.

## Reuniones en línea
En una reunión en línea o híbrida, [[agenda:meeting.action.join]] abre la sala de reuniones en el navegador, con cámara y micrófono. Permita ambos cuando el navegador lo pida.

## Mensajes
El personal escribe a compañeros y visitantes en [[common:nav.messages]]: [[messages:box.private]], la [[messages:box.company]] (con ese permiso) y [[messages:box.archived]]. [[messages:new.open]] inicia una conversación; [[messages:action.recall]] retira un mensaje enviado. Los borradores se guardan en el dispositivo.

## Notificaciones
La campana de arriba muestra solicitudes de reunión, respuestas, mensajes y recordatorios. [[messages:notifications.markAllRead]] pone el contador a cero.
`,
  },
  {
    id: 'exporting',
    title: 'Exportar contactos',
    summary: 'Descargue sus contactos en Excel o CSV, o recíbalos por correo.',
    body: `
Las personas con el permiso [[team:permission.exportConnections]] sacan los contactos de Leadstand desde [[common:nav.connections]]. Para un CRM que deba recibirlos automáticamente, consulte [Acceso API para un CRM](api-access).

## Descargar
1. En [[common:nav.connections]], busque y filtre la lista hasta los contactos que quiera: la exportación toma la lista tal como se muestra.
2. Pulse [[connections:export.button]] y elija [[connections:export.xlsx]] o [[connections:export.csv]].

El archivo contiene los datos de contacto, la hora del escaneo y quién escaneó, la etapa, la valoración, las respuestas, las notas y el contenido que compartir. Las columnas vacías en todos los contactos exportados se omiten, salvo que marque [[connections:export.allFields]]. La exportación funciona sin conexión con lo que tiene el dispositivo.

## Por correo
[[connections:export.email]] envía el archivo a su propia dirección, por ejemplo desde un teléfono en el stand. La primera vez, confirme su dirección con el código de 6 cifras que Leadstand le envía. Sin conexión, el correo sale en cuanto haya conexión. Se permite un número limitado de exportaciones por correo al día.

## Conviene saber
- Cada exportación queda anotada en el [[common:nav.audit]].
- El organizador borra los contactos del evento al final de su plazo de conservación: la fecha aparece sobre la lista. Exporte antes lo que necesite.
`,
  },
  {
    id: 'privacy',
    title: 'Privacidad y registro de auditoría',
    summary: 'El consentimiento y los derechos de los visitantes, borrar a un visitante y quién hizo qué con sus contactos.',
    body: `
Los visitantes aceptan las condiciones del organizador al registrarse; la pestaña [[connections:tabs.details]] del contacto muestra ese consentimiento. Use sus datos solo para dar seguimiento a su conversación.

## Los derechos de un visitante
Si un visitante pregunta qué datos tiene sobre él, abra su contacto. En [[connections:privacy.title]]:
- [[connections:privacy.exportHtml]] da una página con todo lo que su empresa registró sobre él; [[connections:privacy.exportJson]] da lo mismo como datos.
- [[connections:privacy.erase]] borra el contacto con sus notas, notas de voz, fotos, respuestas, etapas y reuniones, en el servidor al instante y en cada dispositivo de su equipo en su siguiente sincronización. No se puede deshacer.

Estas funciones necesitan conexión con el servidor.

## El registro de auditoría
El [[common:nav.audit]] (en [[common:nav.group.service-center]]) muestra quién exportó, envió por correo, eliminó o borró contactos, cuándo y cuántos, y qué borró el plazo de conservación. No contiene datos de visitantes.
`,
  },
  {
    id: 'api-access',
    title: 'Acceso API para un CRM',
    summary: 'Su CRM obtiene los contactos y recibe webhooks, con cuentas API que usted gestiona.',
    body: `
En [[common:nav.apiAccess]] (en [[common:nav.group.service-center]], en el portátil) los administradores crean cuentas API para el CRM u otros sistemas de la empresa. El organizador activa esta sección. [[apiAccess:reference]] abre la referencia interactiva de la API.

## Cuentas API
[[apiAccess:create.button]] crea una cuenta con un ID de cliente y un secreto de cliente. El secreto se muestra una sola vez, justo después de crear la cuenta o tras [[apiAccess:account.regenerate]]: cópielo enseguida en su CRM. Anote en los comentarios para qué sirve la cuenta; su primera línea le da nombre en la lista. [[apiAccess:account.disable]] rechaza el secreto y los tokens de la cuenta y detiene sus webhooks hasta que elija [[apiAccess:account.enable]].

En [[apiAccess:field.restriction]], elija [[apiAccess:field.restrictionOption.selection]] para aceptar solo peticiones desde direcciones IPv4 o IPv6 y rangos como 203.0.113.0/24. Las peticiones desde cualquier otra dirección se rechazan, aunque lleven el secreto correcto.

## Obtener los contactos
Su CRM pide un token con las credenciales de cliente (OAuth 2.0) en /api/v1/oauth/token; un token vale 15 minutos. Con él, /api/v1/connections da los contactos de su empresa con datos de contacto, notas, historial de etapas, respuestas, valoración y consentimiento, página a página. Pase el último valor de «cambiado desde» para recibir solo lo que cambió, y los contactos eliminados desde entonces, para que el CRM siga al día.

## Webhooks
[[apiAccess:webhook.add]] registra una dirección https a la que se llama cuando un contacto se crea, se modifica o se borra, para los eventos que elija. Cada webhook tiene su propio secreto de firma, que se muestra una vez al añadirlo. Cada envío lleva las cabeceras X-Leadstand-Timestamp y X-Leadstand-Signature: un HMAC-SHA256 de la marca de tiempo, un punto y el cuerpo, hecho con ese secreto de firma. Compruébelo y rechace las marcas de tiempo antiguas. Si su sistema no responde, Leadstand lo reintenta durante unos 20 minutos, y la cuenta muestra el último envío de cada webhook.

> Trate el secreto de cliente como una contraseña. Si puede haberse filtrado, regenérelo: el antiguo deja de funcionar al instante.
`,
  },
  {
    id: 'tasks',
    title: 'Tareas del organizador',
    summary: 'Lo que el organizador pide a su empresa, con documentos que subir y una revisión.',
    body: `
El organizador puede pedir cosas a su empresa antes de la feria: el diseño del stand, un certificado de seguro, una evaluación de riesgos. Aparecen en [[common:nav.tasks]] (en [[common:nav.group.setup-tasks]]) para los administradores y las personas con el permiso [[team:permission.tasks]].

## La lista de tareas
Las tareas se agrupan por categoría: [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] y [[tasks:category.completed]]. Cada una muestra su fecha límite, si es [[tasks:mandate.required]] u [[tasks:mandate.optional]], y la información adicional del organizador.

## Trabajar en una tarea
1. Pulse [[tasks:upload.choose]] y elija el documento pedido: un archivo JPEG, PNG, GIF o PDF de menos de 100 MB. También puede soltar un archivo sobre la tarea.
2. Si la conexión se corta, la subida continúa donde se quedó. Sin conexión, el documento espera en el dispositivo y se sube cuando vuelve a tener conexión.
3. [[tasks:documents.remove]] retira un documento equivocado mientras la tarea no esté en revisión.
4. Pulse [[tasks:submit]]. Una tarea obligatoria necesita al menos un documento, y enviarla necesita conexión.

## La revisión
El organizador aprueba la tarea (queda entonces [[tasks:state.completed]]) o la devuelve con un comentario que dice lo que falta. Una tarea devuelta vuelve a estar [[tasks:state.inProgress]]: añada lo necesario y envíela de nuevo.
`,
  },
  {
    id: 'support',
    title: 'Soporte y copia de diagnóstico',
    summary: 'Obtenga ayuda y rescate contactos no enviados de un teléfono averiado o restablecido.',
    body: `
Este manual responde a la mayoría de las preguntas: busque en él con el campo sobre el contenido. [[manual:whatsNew.title]] (en [[common:nav.settings]] y junto al contenido) muestra los cambios de cada versión, y [[common:menu.guide]] en el menú vuelve a mostrar las pantallas principales.

## La copia de diagnóstico
En el teléfono, abra [[common:nav.userSupport]] en el menú: muestra si todo lo que tiene este dispositivo ha llegado al servidor. [[support:actions.backup.button]] crea un archivo con lo que quizá aún no esté en el servidor: cambios sin enviar, fotos y notas de voz pendientes de subir, el estado de sincronización, los últimos errores y las versiones. Sus datos de acceso nunca están en él, pero los datos de sus contactos sí: [[support:backup.save]] lo guarda en el teléfono, y [[support:backup.share]] o [[support:actions.contact.button]] lo envía solo a su contacto de soporte.

## Recuperar contactos no enviados
¿Se averió un teléfono con contactos que no pudo enviar, o hubo que reinstalar la aplicación? En otro teléfono, o en el mismo tras reinstalar, abra [[common:nav.userSupport]], elija [[support:actions.restore.button]] y seleccione el archivo. Leadstand lo comprueba y muestra lo que contiene; tras su confirmación, envía los cambios pendientes al servidor exactamente una vez: aunque restaure el mismo archivo otra vez o el teléfono original vuelva a conectarse, nada se duplica. Su propia copia puede restaurarla usted; la de un compañero, solo un administrador de su empresa.

## Cuando algo no funciona
- Compruebe el estado de sincronización de los contactos, consulte [Trabajar sin conexión y sincronizar](offline).
- Vuelva a cargar la aplicación, o actualícela cuando se ofrezca una versión nueva.
- Pregunte al administrador de su empresa por los permisos y las secciones que faltan: el organizador decide qué secciones usa su empresa.
`,
  },
];

export default pages;
