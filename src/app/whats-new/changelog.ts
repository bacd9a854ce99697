/**
 * The changes of each version of Leadstand, as users read them in 'What's new', in the six
 * languages. Loaded only when 'What's new' shows. A new version adds its entry at the top (and
 * package.json's version): devices that ran an older one show it once after the update.
 */
import type { ChangelogEntry } from './whats-new-state';

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '0.2.0',
    changes: {
      en: [
        "Tasks: the organiser's tasks for your company. Upload the documents asked for, also offline, and submit them for review.",
        'API access: API accounts for your CRM. It fetches your leads and what changed since its last visit, and receives signed webhooks.',
        'The manual: every part of Leadstand explained, searchable and in six languages, with Help links from the screens.',
        'Support: a diagnostic backup rescues unsent leads from a phone that broke or had to be reset.',
        "What's new: this list, shown once after each update and at any time from the settings.",
      ],
      de: [
        'Aufgaben: die Aufgaben des Veranstalters für Ihr Unternehmen. Laden Sie die geforderten Dokumente hoch, auch offline, und reichen Sie sie zur Prüfung ein.',
        'API-Zugang: API-Konten für Ihr CRM. Es ruft Ihre Leads ab und was sich seit dem letzten Abruf geändert hat, und erhält signierte Webhooks.',
        'Das Handbuch: jeder Teil von Leadstand erklärt, durchsuchbar und in sechs Sprachen, mit Hilfe-Links aus den Ansichten.',
        'Support: Eine Diagnosesicherung rettet nicht gesendete Leads von einem Telefon, das kaputtging oder zurückgesetzt werden musste.',
        'Neuigkeiten: diese Liste, einmal nach jedem Update angezeigt und jederzeit in den Einstellungen.',
      ],
      es: [
        'Tareas: las tareas del organizador para su empresa. Suba los documentos solicitados, también sin conexión, y envíelos a revisión.',
        'Acceso API: cuentas API para su CRM. Obtiene sus contactos y lo que ha cambiado desde su última consulta, y recibe webhooks firmados.',
        'El manual: cada parte de Leadstand explicada, con búsqueda y en seis idiomas, con enlaces de Ayuda desde las pantallas.',
        'Soporte: una copia de diagnóstico rescata los contactos no enviados de un teléfono que se averió o tuvo que restablecerse.',
        'Novedades: esta lista, que se muestra una vez tras cada actualización y en cualquier momento desde los ajustes.',
      ],
      fr: [
        "Tâches : les tâches de l'organisateur pour votre entreprise. Téléversez les documents demandés, même hors ligne, et soumettez-les à la vérification.",
        "Accès API : des comptes API pour votre CRM. Il récupère vos contacts et ce qui a changé depuis sa dernière visite, et reçoit des webhooks signés.",
        "Le manuel : chaque partie de Leadstand expliquée, avec recherche et en six langues, avec des liens d'Aide depuis les écrans.",
        "Assistance : une sauvegarde de diagnostic récupère les contacts non envoyés d'un téléphone cassé ou réinitialisé.",
        'Nouveautés : cette liste, affichée une fois après chaque mise à jour et à tout moment depuis les paramètres.',
      ],
      nl: [
        'Taken: de taken van de organisator voor uw bedrijf. Upload de gevraagde documenten, ook offline, en dien ze in ter beoordeling.',
        'API-toegang: API-accounts voor uw CRM. Het haalt uw leads op en wat er sinds de vorige keer is veranderd, en ontvangt ondertekende webhooks.',
        'De handleiding: elk onderdeel van Leadstand uitgelegd, doorzoekbaar en in zes talen, met Hulp-links vanuit de schermen.',
        'Ondersteuning: een diagnostische back-up redt niet-verzonden leads van een telefoon die kapotging of opnieuw moest worden ingesteld.',
        'Wat is er nieuw: deze lijst, eenmaal getoond na elke update en altijd te openen via de instellingen.',
      ],
      tr: [
        'Görevler: organizatörün şirketiniz için görevleri. İstenen belgeleri çevrimdışıyken de yükleyin ve incelemeye gönderin.',
        'API erişimi: CRM sisteminiz için API hesapları. Müşteri adaylarınızı ve son erişimden bu yana değişenleri alır, imzalı webhook’lar alır.',
        'Kılavuz: Leadstand’in her bölümü açıklanmış, aranabilir ve altı dilde; ekranlardan Yardım bağlantılarıyla.',
        'Destek: bir tanılama yedeği, bozulan veya sıfırlanması gereken bir telefondaki gönderilmemiş müşteri adaylarını kurtarır.',
        'Yenilikler: her güncellemeden sonra bir kez ve istediğiniz zaman ayarlardan gösterilen bu liste.',
      ],
    },
  },
  {
    version: '0.1.0',
    changes: {
      en: [
        'Capture leads at the booth with the camera, a hardware scanner, NFC or the typed badge code, also without a connection: everything syncs when it returns.',
        'Qualify leads with notes, voice memos, photos, questions, a hot, warm or cold rating and the follow-up stage.',
        'The dashboard with the setup steps, the team and scan licences, questions, content and the follow-up e-mail.',
        'Guests: registration links, a registration form and action codes to invite your customers.',
        'Meetings: times to meet, meeting requests, the online meeting room, messages and notifications.',
        "Export to Excel or CSV, also by e-mail; visitors' rights and the audit log; the badge shop and orders.",
      ],
      de: [
        'Leads am Stand erfassen mit der Kamera, einem Handscanner, NFC oder dem eingetippten Badge-Code, auch ohne Verbindung: Alles wird synchronisiert, sobald sie zurück ist.',
        'Leads qualifizieren mit Notizen, Sprachnotizen, Fotos, Fragen, einer Bewertung heiß, warm oder kalt und der Phase der Nachverfolgung.',
        'Das Dashboard mit den Einrichtungsschritten, das Team und die Scan-Lizenzen, Fragen, Inhalte und die Follow-up-E-Mail.',
        'Gäste: Registrierungslinks, ein Registrierungsformular und Aktionscodes, um Ihre Kunden einzuladen.',
        'Termine: Zeiten für Treffen, Terminanfragen, der Online-Besprechungsraum, Nachrichten und Benachrichtigungen.',
        'Export nach Excel oder CSV, auch per E-Mail; die Rechte der Besucher und das Prüfprotokoll; der Badge-Shop und Bestellungen.',
      ],
      es: [
        'Capture contactos en el stand con la cámara, un lector de códigos, NFC o el código de la acreditación tecleado, también sin conexión: todo se sincroniza cuando vuelve.',
        'Cualifique contactos con notas, notas de voz, fotos, preguntas, una valoración caliente, templado o frío y la etapa de seguimiento.',
        'El panel con los pasos de preparación, el equipo y las licencias de escaneo, las preguntas, el contenido y el correo de seguimiento.',
        'Invitados: enlaces de registro, un formulario de registro y códigos de acción para invitar a sus clientes.',
        'Reuniones: horarios para reunirse, solicitudes de reunión, la sala de reuniones en línea, mensajes y notificaciones.',
        'Exportación a Excel o CSV, también por correo; los derechos de los visitantes y el registro de auditoría; la tienda de acreditaciones y los pedidos.',
      ],
      fr: [
        "Capturez les contacts au stand avec la caméra, un lecteur de codes-barres, le NFC ou le code du badge saisi, même sans connexion : tout se synchronise à son retour.",
        'Qualifiez les contacts avec des notes, des mémos vocaux, des photos, des questions, une évaluation chaud, tiède ou froid et l’étape de suivi.',
        "Le tableau de bord avec les étapes de préparation, l'équipe et les licences de scan, les questions, le contenu et l'e-mail de suivi.",
        "Invités : des liens d'inscription, un formulaire d'inscription et des codes promotionnels pour inviter vos clients.",
        'Rendez-vous : créneaux de disponibilité, demandes de rendez-vous, la salle de réunion en ligne, les messages et les notifications.',
        "Export vers Excel ou CSV, aussi par e-mail ; les droits des visiteurs et le journal d'audit ; la boutique de badges et les commandes.",
      ],
      nl: [
        'Leads vastleggen op de stand met de camera, een handscanner, NFC of de getypte badgecode, ook zonder verbinding: alles wordt gesynchroniseerd zodra die terug is.',
        'Leads kwalificeren met notities, spraakmemo’s, foto’s, vragen, een beoordeling heet, warm of koud en de opvolgfase.',
        'Het dashboard met de voorbereidingsstappen, het team en de scanlicenties, vragen, content en de follow-up-e-mail.',
        'Gasten: registratielinks, een registratieformulier en actiecodes om uw klanten uit te nodigen.',
        'Afspraken: tijden om af te spreken, afspraakverzoeken, de online vergaderruimte, berichten en meldingen.',
        'Exporteren naar Excel of CSV, ook per e-mail; de rechten van bezoekers en het auditlogboek; de badgewinkel en bestellingen.',
      ],
      tr: [
        'Stantta müşteri adaylarını kamera, el tipi tarayıcı, NFC veya yazılan yaka kartı koduyla, bağlantı olmadan da kaydedin: bağlantı geri geldiğinde her şey eşitlenir.',
        'Müşteri adaylarını notlar, sesli notlar, fotoğraflar, sorular, sıcak, ılık veya soğuk derecelendirme ve takip aşamasıyla nitelendirin.',
        'Hazırlık adımlarıyla gösterge paneli, ekip ve tarama lisansları, sorular, içerik ve takip e-postası.',
        'Misafirler: müşterilerinizi davet etmek için kayıt bağlantıları, kayıt formu ve kampanya kodları.',
        'Toplantılar: görüşme zamanları, toplantı talepleri, çevrimiçi toplantı odası, mesajlar ve bildirimler.',
        'Excel veya CSV’ye, e-postayla da dışa aktarma; ziyaretçilerin hakları ve denetim kaydı; yaka kartı mağazası ve siparişler.',
      ],
    },
  },
];
