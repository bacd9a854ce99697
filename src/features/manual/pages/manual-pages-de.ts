/** Das Handbuch auf Deutsch (folgt den Seiten und Abschnitten von manual-pages-en.ts). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Erste Schritte',
    summary: 'Anmelden, sich zurechtfinden und den Stand vor Messebeginn vorbereiten.',
    body: `
Leadstand erfasst die Leads Ihres Stands: Ihr Team scannt die Badges der Besucher, qualifiziert jedes Gespräch und verfolgt es nach, am Stand auf dem Telefon und danach am Laptop. Es funktioniert auch ohne Internetverbindung, siehe [Offline arbeiten und synchronisieren](offline).

## Anmelden
- **Administratoren** erhalten einen Anmeldelink vom Veranstalter. Später melden Sie sich auf der Anmeldeseite mit [[login:tab.email]] an: Adresse eingeben, [[login:email.submit]] drücken, dann den Link öffnen oder den 6-stelligen Code aus der E-Mail eingeben.
- **Teammitglieder** erhalten eine E-Mail, wenn Sie sie dem Team hinzufügen. Der Link meldet sie an; eingeladene Kollegen bestätigen zuerst ihren Namen.
- [[team:view.licences]] melden ein Telefon ohne Konto an: Scannen Sie den QR-Code auf der Lizenzkarte mit der Kamera des Telefons (oder wählen Sie [[login:tab.licence]] auf der Anmeldeseite). Das Telefon fragt [[login:finalize.nameEmail.title]] nach Name und E-Mail-Adresse, dann [[login:finalize.nameEmail.submit]].

Bei der ersten Anmeldung akzeptieren Sie die Nutzungsbedingungen des Veranstalters. Nutzt Ihr Unternehmen die Zwei-Faktor-Authentifizierung, geben Sie außerdem einen zweiten Code ein.

## Sich zurechtfinden
Auf dem Laptop ist das Menü immer links, gegliedert in [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] und [[common:nav.group.support]]. Auf dem Telefon enthält die Leiste unten die wichtigsten Ziele; alles andere finden Sie unter [[common:nav.more]]. Sie sehen nur die Bereiche, die Ihr Unternehmen nutzt und Ihre Berechtigungen erlauben.

Unter Ihrem Namen, unten im Menü, finden Sie die Kontofunktionen: [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (ein QR-Code, der ein anderes Gerät als Sie anmeldet), [[common:menu.myBadge]], [[common:menu.guide]] und [[common:menu.logout]]. Unter [[common:nav.settings]] wählen Sie die Sprache, die Zeitzone für die angezeigten Zeiten und die Zwei-Faktor-Authentifizierung.

## Den Stand vorbereiten
Die [[common:nav.dashboard]] zeigt [[dashboard:setup.title]] mit den Schritten, die noch offen sind:
1. [[dashboard:setup.content.title]]: was Besucher von Ihnen sehen, siehe [Inhalte und Nachverfolgung](content).
2. [[dashboard:setup.questions.title]]: was Ihr Team jeden Besucher fragt, siehe [Fragen einrichten](questions).
3. [[dashboard:setup.team.title]]: die Kollegen am Stand, siehe [Team und Lizenzen](team).

Unter den Schritten zählt die Übersicht Ihre Leads: heute und insgesamt, Leads pro Stunde, den Trichter der Nachverfolgung, Bewertungen und Leads pro Teammitglied.

> Installieren Sie Leadstand vor der Messe auf den Telefonen am Stand (im Browsermenü: „Zum Startbildschirm hinzufügen“ oder „App installieren“) und melden Sie sich einmal mit Verbindung an: Danach öffnet es sich und erfasst Leads auch ohne.
`,
  },
  {
    id: 'scanning',
    title: 'Badges scannen',
    summary: 'Einen Besucher mit der Kamera des Telefons, einem Handscanner, NFC oder dem eingetippten Badge-Code erfassen.',
    body: `
Jeder Besucher-Badge trägt einen QR-Code oder Barcode und einen Badge-Code aus drei Gruppen von fünf Buchstaben, etwa abcde-jklmn-stuvw. Wie Sie ihn auch erfassen: Der Kontakt wird sofort auf dem Gerät gespeichert und erscheint oben in [[common:nav.connections]].

## Mit der Kamera
1. Öffnen Sie [[common:nav.connections]] und drücken Sie [[connections:scan.start]].
2. Halten Sie den QR-Code oder Barcode des Badges in den Rahmen. Das Telefon piept oder vibriert, und der Name des Besuchers erscheint.
3. Scannen Sie weiter: Der Zähler zeigt, wie viele Sie gescannt haben. Schließen Sie den Scanner, wenn Sie fertig sind.

[[connections:scan.sound]] schaltet den Piepton ein und aus, [[connections:scan.torch]] beleuchtet dunkle Badges, und [[connections:scan.switchCamera]] wechselt zwischen vorderer und hinterer Kamera.

Ist die Kamera gesperrt, erlauben Sie den Kamerazugriff für diese Seite in den Browsereinstellungen und wählen Sie [[connections:scan.tryAgain]]. Bis dahin nutzen Sie [[connections:scan.typeCode]].

## Mit einem Handscanner
Ein USB- oder Bluetooth-Barcodescanner arbeitet wie eine Tastatur. Klicken Sie in das Feld [[connections:add.label]] über der Liste und scannen Sie: Der Scanner tippt den Code und Enter, und der Kontakt wird hinzugefügt. Lassen Sie den Cursor im Feld und scannen Sie den nächsten Badge.

## Mit dem eingetippten Code
Tippen Sie den auf dem Badge gedruckten Code in [[connections:add.label]] und drücken Sie [[connections:add.submit]]. Groß- und Kleinschreibung, Leerzeichen und Bindestriche spielen keine Rolle. Leadstand prüft den Code beim Tippen: Die erste Gruppe beginnt mit einem Buchstaben von a bis h, die zweite von j bis r, die dritte von s bis z, und die Buchstaben i und o kommen nie vor.

## Mit NFC
Auf Android-Telefonen mit NFC liest [[connections:scan.nfc]] im Scanner Badges mit Chip: Halten Sie den Badge an die Rückseite des Telefons.

## Was die Meldungen bedeuten
- **Bereits gescannt**: Sie oder ein Kollege haben diesen Besucher schon getroffen. Das neue Treffen wird dem Verlauf des Kontakts hinzugefügt.
- **Dieser Badge gehört zu einer anderen Veranstaltung**: Wechseln Sie im Menü die Veranstaltung, um ihn dort zu scannen.
- **Keine Scan-Lizenz**: Ihr Unternehmen hat noch keine Lizenz für diese Veranstaltung. Scans werden gespeichert, und die Angaben des Besuchers erscheinen, sobald eine Lizenz aktiv ist.
- **Die Veranstaltung ist beendet**: Es wird nicht mehr gescannt. Sie können Ihre Kontakte weiterhin lesen, qualifizieren und exportieren.
- **Nicht auf der Besucherliste**: Der Code ist diesem Gerät nicht bekannt. Der Server prüft ihn bei der nächsten Synchronisierung; korrigieren Sie den Code, wenn er vertippt war.
`,
  },
  {
    id: 'offline',
    title: 'Offline arbeiten und synchronisieren',
    summary: 'Was ohne Verbindung funktioniert, wie Ihre Änderungen den Server erreichen und was die Sync-Zustände bedeuten.',
    body: `
In Messehallen ist der Empfang oft schlecht. Leadstand speichert alles, was Sie erfassen, zuerst auf dem Gerät und sendet es an den Server, sobald es kann. Sie müssen nie auf das Netz warten.

## Was offline funktioniert
Badges scannen und Codes eintippen, Notizen, Sprachnotizen und Fotos, Antworten, Bewertungen, Phasen, die Auswahl zu teilender Inhalte und Follow-up-E-Mails funktionieren alle offline. Auch das Suchen und Exportieren der Kontakte auf dem Gerät.

Einige Ansichten brauchen den Server und zeigen [[common:offline.title]]: das Team, die Fragen, die Inhalte, die Gäste, der API-Zugang, das Protokoll und dieses Handbuch. Sie öffnen sich, sobald Sie wieder online sind.

> Öffnen Sie die App vor der Messe einmal mit Verbindung: Dann lädt sie die Fragen, die Inhalte und die Besucherliste der Veranstaltung, sodass beim Scannen sofort Namen erscheinen.

## Wie die Synchronisierung funktioniert
Änderungen werden in der Reihenfolge gesendet, in der Sie sie gemacht haben, im Hintergrund, auch während Sie weiterarbeiten. Oben in [[common:nav.connections]] sehen Sie, wie viele Änderungen auf die Synchronisierung warten und wann zuletzt synchronisiert wurde. [[connections:list.refresh]] synchronisiert sofort. Änderungen Ihrer Kollegen kommen auf demselben Weg.

## Sync-Zustände
Jeder Kontakt zeigt seinen Zustand:
- [[connections:sync.state.completed]]: auf dem Server.
- [[connections:sync.state.pending]]: auf diesem Gerät gespeichert; wird gesendet, sobald eine Verbindung besteht.
- [[connections:sync.state.modified]]: Eine Notiz dazu wird auf diesem Gerät geschrieben und ist noch nicht gespeichert. Der Text bleibt beim Tippen erhalten, auch wenn die App geschlossen wird; speichern oder verwerfen Sie ihn im Tab Notizen.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] oder [[connections:sync.state.invalid]]: Der Server hat es nicht angenommen. Öffnen Sie den Kontakt, um den Grund zu lesen; der Filter [[connections:list.needsAttention]] zeigt alle diese Kontakte.

Nach einer Synchronisierung fasst die Liste unter [[connections:syncSummary.title]] zusammen, was der Server zu Ihren Scans gemeldet hat: wie viele ohne Lizenz sind (ihre Daten erscheinen, sobald eine Lizenz aktiv ist), zu einer anderen Veranstaltung gehören oder nicht auf der Besucherliste stehen, mit einem Link zu ihnen. Blenden Sie es aus; es erscheint erst wieder, wenn es mehr werden.

## Ihre Daten sicher halten
- Melden Sie sich nicht ab und löschen Sie keine Browserdaten, solange Änderungen warten: Leadstand fragt nach, bevor Sie sich mit nicht gesendeten Änderungen abmelden.
- Wird der Speicher auf dem Gerät knapp, warnt Leadstand Sie. Verbinden Sie sich zum Synchronisieren und schaffen Sie Platz.
- Ist eine neue Version verfügbar, bietet ein Hinweis das Update an. Beim Update bleibt alles auf dem Gerät erhalten.
- Geht ein Telefon mit nicht gesendeten Leads kaputt oder muss es zurückgesetzt werden, rettet eine Diagnosesicherung sie, siehe [Hilfe und Diagnosesicherung](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Leads qualifizieren',
    summary: 'Notizen, Sprachnotizen, Fotos, Fragen, Bewertung und Phase: festhalten, worum es im Gespräch ging.',
    body: `
Öffnen Sie einen Kontakt in [[common:nav.connections]], um ihn zu qualifizieren. Seine Reiter sind [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] und [[connections:tabs.content]]; auf dem Laptop auch [[connections:tabs.stage]] und [[connections:tabs.registration-questions]] (auf dem Telefon gehören sie zu [[connections:tabs.details]]). Alles funktioniert offline.

## Notizen, Sprachnotizen und Fotos
Schreiben Sie unter [[connections:tabs.notes]] in [[connections:notes.add]] und drücken Sie [[connections:notes.save]]. [[connections:notes.media.record]] nimmt auf, was der Besucher gesagt hat (erneut drücken zum Beenden), und [[connections:notes.media.photo]] fotografiert eine Visitenkarte oder eine Skizze auf der Serviette. Dateien werden im Hintergrund hochgeladen, sobald eine Verbindung besteht; bis dahin bleiben sie auf dem Gerät.

## Fragen
Unter [[connections:tabs.questions]] beantworten Sie die Qualifizierungsfragen Ihres Unternehmens. Manche nehmen eine Antwort, manche mehrere, manche Ihre eigenen Worte; mit [[connections:questions.other]] schreiben Sie eine eigene Antwort. Drücken Sie [[connections:questions.save]].

## Bewertung
Jede Antwort bringt Punkte, und die Punkte bewerten den Lead als [[connections:rating.hot]], [[connections:rating.warm]] oder [[connections:rating.cold]] (die Regeln unter [Fragen einrichten](questions)). [[connections:rating.how]] erklärt die Punkte. Wer den Besucher gescannt hat, kann die Bewertung mit [[connections:rating.override]] ändern.

## Phase
Die Phase begleitet den Lead nach der Messe: [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] oder [[connections:stages.longterm]]. Wählen Sie die [[connections:stage.new]], fügen Sie nach Wunsch einen Kommentar hinzu und drücken Sie [[connections:stage.save]]. Der [[connections:stage.history]] listet jede Änderung mit Datum.

## Details und Registrierung
[[connections:tabs.details]] zeigt die Kontaktdaten des Besuchers (mit [[connections:detail.call]], [[connections:detail.mail]] und [[connections:detail.website]]), wann und von wem er gescannt wurde, welche Kollegen ihn ebenfalls getroffen haben und die Einwilligung bei der Registrierung. [[connections:tabs.registration-questions]] zeigt seine Antworten bei der Registrierung für die Messe.

## Löschen
[[connections:delete.button]] entfernt einen Kontakt; [[connections:delete.undo]] im Hinweis holt ihn zurück, solange das Löschen nicht gesendet wurde. Nur wer ihn zuerst gescannt hat oder ein Administrator darf einen Kontakt löschen.
`,
  },
  {
    id: 'team',
    title: 'Team und Lizenzen',
    summary: 'Kollegen hinzufügen, festlegen, was jeder darf, und Telefonen Scan-Lizenzen geben.',
    body: `
Administratoren verwalten die Personen am Stand unter [[common:nav.users]] (in [[common:nav.group.setup-tasks]]). Die Ansicht hat drei Bereiche: [[team:view.members]], [[team:view.licences]] und [[team:view.import]].

## Ein Teammitglied hinzufügen
1. Drücken Sie [[team:add.button]].
2. Geben Sie Vorname, Nachname und E-Mail-Adresse ein sowie die Sprache der E-Mails.
3. Wählen Sie, wie die Person beitritt: [[team:join.invite]] (sie bestätigt ihren Namen und akzeptiert die Bedingungen aus der E-Mail) oder [[team:join.register]] (das Konto besteht sofort; die E-Mail enthält einen Anmeldelink).
4. Kreuzen Sie an, was die Person darf, und drücken Sie [[team:add.submit]].

## Berechtigungen
- [[team:permission.admin]]: alles, auch Team, Fragen und Inhalte.
- [[team:permission.createConnections]]: scannt Badges und qualifiziert Leads.
- [[team:permission.showAllConnections]]: sieht auch die Leads der Kollegen.
- [[team:permission.exportConnections]]: lädt die Leads herunter und versendet sie per E-Mail.
- [[team:permission.companyConversations]]: liest und beantwortet die Nachrichten an das Unternehmen.
- [[team:permission.tasks]]: bearbeitet die Aufgaben des Veranstalters.

Öffnen Sie ein Mitglied für [[team:detail.edit]], [[team:detail.resendInvite]], [[team:detail.resendLink]] oder [[team:detail.remove]]. Die Kontakte, die es gescannt hat, bleiben bei Ihrem Unternehmen.

## Das Team importieren
Wählen Sie unter [[team:view.import]] eine CSV- oder Excel-Datei mit einer Person pro Zeile (höchstens 1.000) und den Spaltennamen in der ersten Zeile: Vorname, Nachname, E-Mail-Adresse und nach Wunsch Telefon, Firma, Sprache und Berechtigungen. Leadstand prüft jede Zeile vor dem Import. Personen, die schon im Team sind, bleiben unverändert.

## Scan-Lizenzen
Der QR-Code einer Lizenz meldet ein Telefon ohne Konto zum Scannen für Ihr Unternehmen an, für Aushilfen oder ein gemeinsames Standtelefon. Jedes Telefon belegt einen Platz, bis Sie ihn mit [[team:licences.release]] freigeben; seine Leads werden vorher gesendet. [[team:licences.print]] druckt einen QR-Code pro Lizenz zum Auslegen am Stand.

## Badges
Wo der Veranstalter Badges verkauft, wählen Sie den Badge, den jedes Mitglied trägt, und wie viele Gratis-Badges es an Gäste geben darf. Weitere Badges bestellen Sie im [[team:shopLink]]; Ihre Bestellungen und Rechnungen finden Sie unter [[common:nav.orders]].
`,
  },
  {
    id: 'questions',
    title: 'Fragen einrichten',
    summary: 'Die Qualifizierungsfragen Ihres Teams und die Punkte, die jeden Lead heiß, warm oder kalt bewerten.',
    body: `
Unter [[common:nav.questions]] (in [[common:nav.group.setup-tasks]]) legen Administratoren die Fragen fest, die das Team am Stand stellt. Sie erreichen jedes Gerät bei seiner nächsten Synchronisierung und funktionieren dann offline.

## Eine Frage hinzufügen
1. Drücken Sie [[questions:new.button]].
2. Schreiben Sie die Frage auf Englisch und wählen Sie die [[questions:field.type]]: [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (am schnellsten am Stand) oder [[questions:type.open]].
3. Geben Sie die [[questions:field.options]] an und jeder 0 bis 3 Punkte. Kreuzen Sie [[questions:field.allowOther]] an, wenn eine eigene Antwort sinnvoll ist.
4. Übersetzen Sie unter [[questions:translations]] die Frage und ihre Antworten. Ihr Team sieht sie in seiner Sprache; wo keine angegeben ist, auf Englisch.
5. Drücken Sie [[questions:save]].

Die Reihenfolge ändern Sie mit den Pfeilen neben jeder Frage. Der Veranstalter kann die Zahl der Fragen begrenzen.

## Abschalten oder löschen
Entfernen Sie das Häkchen bei [[questions:field.enabled]], um die Frage nicht mehr zu stellen: Die bisherigen Antworten bleiben. [[questions:delete.button]] entfernt die Frage samt ihren Antworten.

Ändern oder entfernen Sie Antworten, die Kontakte schon enthalten, fragt Leadstand zuerst nach und nimmt die entfernten Antworten dann auf jedem Gerät heraus.

## Bewertungsregeln
Die Punkte eines Leads sind die Summe der Punkte seiner Antworten. Legen Sie unter [[questions:rules.title]] [[questions:rules.hotFrom]] und [[questions:rules.warmFrom]] fest; darunter ist ein Lead kalt. Bevor Sie [[questions:rules.save]] drücken, zeigt die Vorschau, wie die beantworteten Leads bewertet würden.

> [[dashboard:calibration]] in der Übersicht vergleicht die Bewertung mit der Phase, die jeder Lead erreicht hat. Erhalten kalte Leads oft ein Angebot oder kaufen, passen Sie die Punkte an.
`,
  },
  {
    id: 'content',
    title: 'Inhalte und Nachverfolgung',
    summary: 'Ihre Standseite, Ihr Unternehmensprofil und Ihre Produkte, das Teilen am Stand und die Follow-up-E-Mail.',
    body: `
Unter [[common:nav.contents]] beschreiben Administratoren, was Besucher vom Unternehmen sehen. Jeder Eintrag erhält eine eigene Seite für Besucher, mit QR-Code.

## Standseite, Profil und Produkte
- [[contents:group.partner.title]]: Ihre Startseite mit Logo, Banner, Standort, Öffnungszeiten und einer Kontaktperson. Sie listet Ihre öffentlichen Produkte.
- [[contents:group.profile.title]]: wer Sie sind: über Sie, Referenzen, Nachhaltigkeit, Karriere.
- [[contents:group.product.title]]: was Ihr Team am Stand zeigt, mit Anhängen (Datenblätter, Bilder, Videos unter je 100 MB), Links und Schlagwörtern.

Einträge, die [[contents:public]] sind, stehen auf Ihrer Standseite; die anderen öffnen sich nur für die, denen Sie den Link geben. Mit [[contents:copyLink]] und [[contents:downloadQr]] drucken Sie die Seite für den Stand oder fügen sie in eine E-Mail ein.

## Teilen am Stand
Kreuzen Sie im Reiter [[connections:tabs.content]] eines Kontakts [[connections:content.share]] neben dem an, wofür sich der Besucher interessiert hat. Die Auswahl bleibt für die Nachverfolgung beim Kontakt und funktioniert offline. [[connections:content.showPage]] zeigt einen QR-Code, den der Besucher mit seinem eigenen Telefon scannt.

## Die Follow-up-E-Mail
Unter [[common:nav.followUp]] schreiben Sie die E-Mail, die Ihr Team Besuchern sendet, in jeder der sechs Sprachen. Platzhalter wie der Name des Besuchers werden ausgefüllt, und die geteilten Einträge und ein Abmeldelink werden von selbst hinzugefügt. [[contents:followUp.preview]] zeigt die E-Mail, wie der Besucher sie erhält; [[contents:followUp.reset]] verwirft Ihren eigenen Text.

Im Reiter [[connections:tabs.content]] des Kontakts wählt das Team die Sprache und [[connections:followUp.sendNow]] oder [[connections:followUp.sendEndOfDay]]. E-Mails zum Tagesende gehen zu der Uhrzeit hinaus, die unter [[contents:followUp.batchTitle]] eingestellt ist. Der Reiter zeigt, ob die E-Mail gesendet wurde, und wenn nicht, warum.
`,
  },
  {
    id: 'guests',
    title: 'Gäste und Registrierungslinks',
    summary: 'Laden Sie Ihre Kunden zur Messe ein: Sie registrieren sich auf Ihrer eigenen Seite und erhalten ihren Badge.',
    body: `
Unter [[common:nav.guests]] laden Sie Ihre eigenen Kunden ein. Sie registrieren sich auf einer Seite von Ihnen, bestätigen ihre E-Mail-Adresse und erhalten ihren Badge, den der Stand dann wie jeden anderen scannt. Die Reiter sind [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] und [[guests:tab.codes]], soweit der Veranstalter sie erlaubt.

## Registrierungslinks
1. Drücken Sie im Reiter [[guests:tab.links]] auf [[guests:links.new]].
2. Geben Sie einen Namen, eine Beschreibung für Ihre Gäste und eine [[guests:links.type]] an (zum Beispiel VIP).
3. Dürfen sich nur Gäste mit Code registrieren, kreuzen Sie [[guests:links.codeRequiredLabel]] an.
4. Drücken Sie [[guests:links.create]], dann [[contents:copyLink]] zum Versenden oder [[guests:links.qrShow]] für einen Flyer.

## Das Registrierungsformular
Jede Registrierungsseite fragt nach Name, E-Mail-Adresse und Firma. Unter [[guests:tab.form]] fügen Sie eigene Fragen hinzu (mit Übersetzungen). Jede Änderung wird sofort gespeichert; [[guests:form.preview.open]] zeigt das Formular, wie Gäste es sehen.

## Aktionscodes
Unter [[guests:tab.codes]] erstellen Sie Codes für Freikarten: Codes der Art [[guests:codes.kinds.limited]] enden nach ihrer Zahl der Nutzungen, solche der Art [[guests:codes.kinds.unlimited]] nicht. [[guests:codes.batch]] erzeugt viele Einmalcodes auf einmal und lädt sie als CSV-Datei herunter, zum Beispiel einen pro Kunde in einem Mailing. Markieren Sie die weitergegebenen Codes als [[guests:codes.distributed]].

## Registrierte
[[guests:tab.registrants]] listet alle, die sich über Ihre Links registriert haben oder die Sie eingeladen haben, mit ihrem Zustand ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) und ob sie zur Messe kamen. [[guests:registrants.invite]] sendet eine persönliche Einladung per E-Mail. Die Aktionen jedes Gastes senden Badge, Einladung oder Bestätigung erneut, ändern die Registrierungsart oder stellen eine Registrierung zurück (der Badge funktioniert dann nicht mehr). [[guests:registrants.export.label]] lädt die Liste als CSV oder Excel herunter.
`,
  },
  {
    id: 'meetings',
    title: 'Termine und Nachrichten',
    summary: 'Zeiten für Treffen, Terminanfragen, Online-Termine, Nachrichten und Benachrichtigungen.',
    body: `
Nutzt Ihr Unternehmen Termine, enthält die Gruppe [[common:nav.group.agenda]] im Menü Ihren Kalender, die Teilnehmenden, Nachrichten und Benachrichtigungen.

## Zeiten für Treffen
Öffnen Sie unter [[common:nav.agenda]] die Einstellungen der Verfügbarkeit und fügen Sie die Zeiten hinzu, zu denen Sie sich treffen können, [[agenda:availability.onsite]] (innerhalb der Öffnungszeiten der Messe) oder [[agenda:availability.online]]. Besucher und Kollegen fragen in diesen Zeiten Termine an. Über Ihre Buchungsseite buchen Besucher eine Zeit ohne die App: Drucken Sie ihren QR-Code für den Stand.

## Einen Termin anfragen
- Mit einem Besucher: Suchen Sie ihn unter [[common:nav.attendees]] und wählen Sie [[agenda:request.open]] neben seinem Namen. [[attendees:row.connect]] sendet stattdessen eine Kontaktanfrage.
- Mit Kollegen: Wählen Sie in der [[common:nav.agenda]] die Aktion [[agenda:request.open]], wählen Sie Beginn, Dauer und Teilnehmende und drücken Sie [[agenda:request.send]].

Die anderen wählen [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] oder [[agenda:meeting.action.propose]]. Die Agenda zeigt jeden Termin nach [[agenda:agenda.view.day]], [[agenda:agenda.view.week]] oder als [[agenda:agenda.view.list]]; [[agenda:meeting.action.ics]] übernimmt einen Termin in Ihren eigenen Kalender.

## Online-Termine
Bei einem Online- oder Hybridtermin öffnet [[agenda:meeting.action.join]] den Besprechungsraum im Browser, mit Kamera und Mikrofon. Erlauben Sie beides, wenn der Browser fragt.

## Nachrichten
Mitarbeitende schreiben Kollegen und Besuchern unter [[common:nav.messages]]: [[messages:box.private]], das [[messages:box.company]] (mit dieser Berechtigung) und das [[messages:box.archived]]. [[messages:new.open]] beginnt ein Gespräch; [[messages:action.recall]] nimmt eine gesendete Nachricht zurück. Entwürfe bleiben auf dem Gerät.

## Benachrichtigungen
Die Glocke oben zeigt Terminanfragen, Antworten, Nachrichten und Erinnerungen. [[messages:notifications.markAllRead]] setzt die Zahl zurück.
`,
  },
  {
    id: 'exporting',
    title: 'Leads exportieren',
    summary: 'Ihre Kontakte als Excel oder CSV herunterladen oder per E-Mail senden lassen.',
    body: `
Personen mit der Berechtigung [[team:permission.exportConnections]] holen die Leads in [[common:nav.connections]] aus Leadstand heraus. Für ein CRM, das sie automatisch erhalten soll, siehe [API-Zugang für ein CRM](api-access).

## Herunterladen
1. Suchen und filtern Sie in [[common:nav.connections]] die gewünschten Leads: Der Export nimmt die Liste, wie sie angezeigt wird.
2. Drücken Sie [[connections:export.button]] und wählen Sie [[connections:export.xlsx]] oder [[connections:export.csv]].

Die Datei enthält Kontaktdaten, Scanzeit und wer gescannt hat, Phase, Bewertung, Antworten, Notizen und die zu teilenden Inhalte. Spalten, die bei allen exportierten Leads leer sind, entfallen, außer Sie kreuzen [[connections:export.allFields]] an. Der Export funktioniert offline mit dem, was das Gerät enthält.

## Per E-Mail
[[connections:export.email]] sendet die Datei an Ihre eigene Adresse, zum Beispiel von einem Telefon am Stand. Beim ersten Mal bestätigen Sie Ihre Adresse mit dem 6-stelligen Code, den Leadstand an sie sendet. Offline geht die E-Mail hinaus, sobald eine Verbindung besteht. Pro Tag ist eine begrenzte Zahl von E-Mail-Exporten erlaubt.

## Gut zu wissen
- Jeder Export wird im [[common:nav.audit]] festgehalten.
- Der Veranstalter löscht die Leads der Veranstaltung am Ende ihrer Aufbewahrungsfrist: Das Datum steht über der Liste. Exportieren Sie vorher, was Sie brauchen.
`,
  },
  {
    id: 'privacy',
    title: 'Datenschutz und Protokoll',
    summary: 'Einwilligung und Rechte der Besucher, einen Besucher löschen, und wer was mit Ihren Leads getan hat.',
    body: `
Besucher stimmen bei der Registrierung den Bedingungen des Veranstalters zu; [[connections:tabs.details]] des Kontakts zeigt diese Einwilligung. Nutzen Sie ihre Daten nur, um Ihr Gespräch nachzuverfolgen.

## Die Rechte eines Besuchers
Fragt ein Besucher, was Sie über ihn gespeichert haben, öffnen Sie seinen Kontakt. Unter [[connections:privacy.title]]:
- [[connections:privacy.exportHtml]] liefert eine Seite mit allem, was Ihr Unternehmen über ihn festgehalten hat; [[connections:privacy.exportJson]] liefert dasselbe als Daten.
- [[connections:privacy.erase]] löscht den Kontakt mit seinen Notizen, Sprachnotizen, Fotos, Antworten, Phasen und Terminen, auf dem Server sofort und auf jedem Gerät Ihres Teams bei seiner nächsten Synchronisierung. Das lässt sich nicht rückgängig machen.

Diese Funktionen brauchen eine Verbindung zum Server.

## Das Protokoll
Das [[common:nav.audit]] (in [[common:nav.group.service-center]]) zeigt, wer Leads exportiert, per E-Mail gesendet, gelöscht oder auf Wunsch gelöscht hat, wann und wie viele, und was die Aufbewahrungsfrist gelöscht hat. Es enthält keine Daten von Besuchern.
`,
  },
  {
    id: 'api-access',
    title: 'API-Zugang für ein CRM',
    summary: 'Ihr CRM ruft die Leads ab und erhält Webhooks, über API-Konten, die Sie verwalten.',
    body: `
Unter [[common:nav.apiAccess]] (in [[common:nav.group.service-center]], auf dem Laptop) legen Administratoren API-Konten für das CRM oder andere Systeme des Unternehmens an. Der Veranstalter schaltet diesen Bereich frei. [[apiAccess:reference]] öffnet die interaktive Referenz der API.

## API-Konten
[[apiAccess:create.button]] legt ein Konto mit einer Client-ID und einem Client-Secret an. Das Secret wird nur einmal angezeigt, direkt nach dem Anlegen oder nach [[apiAccess:account.regenerate]]: Kopieren Sie es sofort in Ihr CRM. Notieren Sie in den Kommentaren, wofür das Konto dient; ihre erste Zeile benennt es in der Liste. [[apiAccess:account.disable]] weist Secret und Tokens des Kontos ab und stoppt seine Webhooks, bis Sie [[apiAccess:account.enable]] wählen.

Wählen Sie unter [[apiAccess:field.restriction]] die Option [[apiAccess:field.restrictionOption.selection]], um Anfragen nur von IPv4- oder IPv6-Adressen und Bereichen wie 203.0.113.0/24 anzunehmen. Anfragen von jeder anderen Adresse werden abgewiesen, auch mit dem richtigen Secret.

## Leads abrufen
Ihr CRM fordert mit den Client-Zugangsdaten (OAuth 2.0) unter /api/v1/oauth/token ein Token an; ein Token gilt 15 Minuten. Damit liefert /api/v1/connections die Kontakte Ihres Unternehmens mit Kontaktdaten, Notizen, Phasenverlauf, Antworten, Bewertung und Einwilligung, Seite für Seite. Übergeben Sie den letzten „geändert seit“-Wert, um nur Änderungen zu erhalten, und die seitdem entfernten Kontakte, damit das CRM auf dem gleichen Stand bleibt.

## Webhooks
[[apiAccess:webhook.add]] registriert eine https-Adresse, die aufgerufen wird, wenn ein Kontakt angelegt, geändert oder gelöscht wird, für die Ereignisse, die Sie wählen. Jeder Webhook hat ein eigenes Signatur-Secret, das beim Hinzufügen einmal angezeigt wird. Jede Zustellung trägt die Header X-Leadstand-Timestamp und X-Leadstand-Signature: einen HMAC-SHA256 über Zeitstempel, einen Punkt und den Inhalt, gebildet mit diesem Signatur-Secret. Prüfen Sie ihn und weisen Sie alte Zeitstempel ab. Antwortet Ihr System nicht, versucht Leadstand es etwa 20 Minuten lang erneut, und das Konto zeigt die letzte Zustellung jedes Webhooks.

> Behandeln Sie das Client-Secret wie ein Passwort. Könnte es bekannt geworden sein, erzeugen Sie es neu: Das alte funktioniert sofort nicht mehr.
`,
  },
  {
    id: 'tasks',
    title: 'Aufgaben des Veranstalters',
    summary: 'Was der Veranstalter von Ihrem Unternehmen verlangt, mit hochzuladenden Dokumenten und einer Prüfung.',
    body: `
Der Veranstalter kann vor der Messe Dinge von Ihrem Unternehmen verlangen: den Standentwurf, einen Versicherungsnachweis, eine Gefährdungsbeurteilung. Sie erscheinen unter [[common:nav.tasks]] (in [[common:nav.group.setup-tasks]]) für Administratoren und Personen mit der Berechtigung [[team:permission.tasks]].

## Die Aufgabenliste
Die Aufgaben sind nach Kategorie gruppiert: [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] und [[tasks:category.completed]]. Jede zeigt ihr Fälligkeitsdatum, ob sie [[tasks:mandate.required]] oder [[tasks:mandate.optional]] ist, und die zusätzlichen Informationen des Veranstalters.

## Eine Aufgabe bearbeiten
1. Drücken Sie [[tasks:upload.choose]] und wählen Sie das verlangte Dokument: eine JPEG-, PNG-, GIF- oder PDF-Datei unter 100 MB. Sie können eine Datei auch auf die Aufgabe ziehen.
2. Bricht die Verbindung ab, setzt der Upload dort fort, wo er stand. Offline wartet das Dokument auf dem Gerät und wird hochgeladen, sobald Sie wieder online sind.
3. [[tasks:documents.remove]] nimmt ein falsches Dokument wieder weg, solange die Aufgabe nicht in Prüfung ist.
4. Drücken Sie [[tasks:submit]]. Eine Pflichtaufgabe braucht mindestens ein Dokument, und das Einreichen braucht eine Verbindung.

## Die Prüfung
Der Veranstalter genehmigt die Aufgabe (sie ist dann [[tasks:state.completed]]) oder schickt sie mit einem Kommentar zurück, der sagt, was fehlt. Eine zurückgeschickte Aufgabe ist wieder [[tasks:state.inProgress]]: Ergänzen Sie, was fehlt, und reichen Sie sie erneut ein.
`,
  },
  {
    id: 'support',
    title: 'Hilfe und Diagnosesicherung',
    summary: 'Hilfe bekommen und nicht gesendete Leads von einem defekten oder zurückgesetzten Telefon retten.',
    body: `
Dieses Handbuch beantwortet die meisten Fragen: Durchsuchen Sie es mit dem Feld über dem Inhalt. [[manual:whatsNew.title]] (in [[common:nav.settings]] und neben dem Inhalt) listet die Änderungen jeder Version, und [[common:menu.guide]] im Menü zeigt die wichtigsten Ansichten erneut.

## Die Diagnosesicherung
Öffnen Sie auf dem Telefon [[common:nav.userSupport]] im Menü: Dort sehen Sie, ob alles, was dieses Gerät hat, den Server erreicht hat. [[support:actions.backup.button]] erstellt eine Datei mit dem, was vielleicht noch nicht auf dem Server ist: nicht gesendete Änderungen, Fotos und Sprachnotizen, die auf den Upload warten, den Sync-Zustand, letzte Fehler und die Versionen. Ihre Anmeldung ist nie darin, die Angaben Ihrer Leads aber schon: [[support:backup.save]] behält sie auf dem Telefon, und [[support:backup.share]] oder [[support:actions.contact.button]] sendet sie nur an Ihren Support-Kontakt.

## Nicht gesendete Leads wiederherstellen
Ein Telefon ist mit Leads kaputtgegangen, die es nicht senden konnte, oder die App musste neu installiert werden? Öffnen Sie auf einem anderen Telefon, oder auf demselben nach der Neuinstallation, [[common:nav.userSupport]], wählen Sie [[support:actions.restore.button]] und dann die Datei. Leadstand prüft sie und zeigt, was sie enthält; nach Ihrer Bestätigung sendet es die nicht gesendeten Änderungen genau einmal an den Server: Wird dieselbe Datei erneut wiederhergestellt oder kommt das ursprüngliche Telefon wieder online, wird nichts doppelt. Ihre eigene Sicherung können Sie selbst wiederherstellen; die eines Kollegen nur ein Administrator Ihres Unternehmens.

## Wenn etwas nicht funktioniert
- Prüfen Sie den Sync-Zustand der Kontakte, siehe [Offline arbeiten und synchronisieren](offline).
- Laden Sie die App neu, oder aktualisieren Sie sie, wenn eine neue Version angeboten wird.
- Fragen Sie den Administrator Ihres Unternehmens nach fehlenden Berechtigungen und Bereichen: Der Veranstalter entscheidet, welche Bereiche Ihr Unternehmen nutzt.
`,
  },
];

export default pages;
