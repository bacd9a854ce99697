/** De handleiding in het Nederlands (volgt de pagina's en secties van manual-pages-en.ts). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Aan de slag',
    summary: 'Inloggen, de weg vinden en uw stand klaarmaken voordat de beurs opengaat.',
    body: `
Leadstand legt de leads van uw beursstand vast: uw team scant de badges van bezoekers, kwalificeert elk gesprek en volgt het op, op de telefoon op de stand en daarna op de laptop. Het werkt ook zonder internetverbinding, zie [Offline werken en synchroniseren](offline).

## Inloggen
- **Beheerders** krijgen een inloglink van de organisator. Later logt u in op de inlogpagina met [[login:tab.email]]: vul uw adres in, druk op [[login:email.submit]] en open dan de link of typ de 6-cijferige code uit de e-mail.
- **Teamleden** krijgen een e-mail wanneer u ze aan het team toevoegt. De link logt ze in; uitgenodigde collega's bevestigen eerst hun naam.
- [[team:view.licences]] loggen een telefoon in zonder account: scan de QR-code op de licentiekaart met de camera van de telefoon (of kies [[login:tab.licence]] op de inlogpagina). De telefoon vraagt [[login:finalize.nameEmail.title]] om een naam en e-mailadres, daarna [[login:finalize.nameEmail.submit]].

Bij de eerste keer inloggen accepteert u de gebruiksvoorwaarden van de organisator. Gebruikt uw bedrijf tweestapsverificatie, dan voert u ook een tweede code in.

## De weg vinden
Op de laptop staat het menu altijd links, ingedeeld in [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] en [[common:nav.group.support]]. Op de telefoon bevat de balk onderaan de belangrijkste bestemmingen; al het andere staat onder [[common:nav.more]]. U ziet alleen de onderdelen die uw bedrijf gebruikt en die uw rechten toestaan.

Onder uw naam, onderaan het menu, staan de accountfuncties: [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (een QR-code die een ander apparaat als u inlogt), [[common:menu.myBadge]], [[common:menu.guide]] en [[common:menu.logout]]. Onder [[common:nav.settings]] kiest u de taal, de tijdzone van de getoonde tijden en tweestapsverificatie.

## Klaar voor de beurs
Het [[common:nav.dashboard]] toont [[dashboard:setup.title]] met de stappen die nog openstaan:
1. [[dashboard:setup.content.title]]: wat bezoekers van u zien, zie [Content en opvolging](content).
2. [[dashboard:setup.questions.title]]: wat uw team elke bezoeker vraagt, zie [Vragen instellen](questions).
3. [[dashboard:setup.team.title]]: de collega's op de stand, zie [Team en licenties](team).

Onder de stappen telt het dashboard uw leads: vandaag en in totaal, leads per uur, de opvolgtrechter, beoordelingen en leads per teamlid.

> Installeer Leadstand vóór de beurs op de telefoons van de stand (in het browsermenu: 'Toevoegen aan startscherm' of 'App installeren') en log één keer in met verbinding: daarna opent het en legt het leads vast ook zonder.
`,
  },
  {
    id: 'scanning',
    title: 'Badges scannen',
    summary: 'Een bezoeker vastleggen met de camera van de telefoon, een handscanner, NFC of de getypte badgecode.',
    body: `
De badge van elke bezoeker heeft een QR-code of barcode en een badgecode van drie groepen van vijf letters, zoals abcde-jklmn-stuvw. Hoe u hem ook vastlegt, het contact wordt meteen op het apparaat opgeslagen en verschijnt bovenaan in [[common:nav.connections]].

## Met de camera
1. Open [[common:nav.connections]] en druk op [[connections:scan.start]].
2. Houd de QR-code of barcode van de badge binnen het kader. De telefoon piept of trilt, en de naam van de bezoeker verschijnt.
3. Scan verder: de teller toont hoeveel u hebt gescand. Sluit de scanner als u klaar bent.

[[connections:scan.sound]] zet de pieptoon aan en uit, [[connections:scan.torch]] verlicht donkere badges en [[connections:scan.switchCamera]] wisselt tussen de camera voor en achter.

Is de camera geblokkeerd, sta dan cameratoegang voor deze site toe in de browserinstellingen en kies [[connections:scan.tryAgain]]. Gebruik intussen [[connections:scan.typeCode]].

## Met een handscanner
Een USB- of Bluetooth-barcodescanner werkt als een toetsenbord. Klik in het veld [[connections:add.label]] boven de lijst en scan: de scanner typt de code en Enter, en het contact wordt toegevoegd. Laat de cursor in het veld staan en scan de volgende badge.

## Met de getypte code
Typ de code die op de badge staat in [[connections:add.label]] en druk op [[connections:add.submit]]. Hoofdletters, spaties en streepjes maken niet uit. Leadstand controleert de code tijdens het typen: de eerste groep begint met een letter van a tot h, de tweede van j tot r, de derde van s tot z, en de letters i en o komen nooit voor.

## Met NFC
Op Android-telefoons met NFC leest [[connections:scan.nfc]] in de scanner badges met een chip: houd de badge tegen de achterkant van de telefoon.

## Wat de meldingen betekenen
- **Al gescand**: u of een collega heeft deze bezoeker al ontmoet. De nieuwe ontmoeting wordt aan de geschiedenis van het contact toegevoegd.
- **Deze badge hoort bij een ander evenement**: wissel in het menu van evenement om hem daar te scannen.
- **Geen scanlicentie**: uw bedrijf heeft nog geen licentie voor dit evenement. Scans worden opgeslagen, en de gegevens van de bezoeker verschijnen zodra een licentie actief is.
- **Het evenement is afgelopen**: er wordt niet meer gescand. U kunt uw contacten nog wel lezen, kwalificeren en exporteren.
- **Niet op de bezoekerslijst**: dit apparaat kent de code niet. De server controleert hem bij de volgende synchronisatie; verbeter de code als hij verkeerd is getypt.
`,
  },
  {
    id: 'offline',
    title: 'Offline werken en synchroniseren',
    summary: 'Wat werkt zonder verbinding, hoe uw wijzigingen de server bereiken en wat de synchronisatiestatussen betekenen.',
    body: `
In beurshallen is het bereik vaak slecht. Leadstand bewaart alles wat u vastlegt eerst op het apparaat en stuurt het naar de server zodra dat kan. U hoeft nooit op het netwerk te wachten.

## Wat offline werkt
Badges scannen en codes typen, notities, spraakmemo's en foto's, antwoorden, beoordelingen, fases, content kiezen om te delen en opvolgmails werken allemaal offline. Ook zoeken in en exporteren van de contacten op het apparaat.

Sommige schermen hebben de server nodig en tonen [[common:offline.title]]: het team, de vragen, de content, de gasten, de API-toegang, het auditlogboek en deze handleiding. Ze openen zodra u weer online bent.

> Open de app vóór de beurs één keer met verbinding: dan downloadt ze de vragen, de content en de bezoekerslijst van het evenement, zodat bij het scannen meteen namen verschijnen.

## Hoe synchroniseren werkt
Wijzigingen worden verstuurd in de volgorde waarin u ze maakte, op de achtergrond, ook terwijl u doorwerkt. Bovenaan in [[common:nav.connections]] ziet u hoeveel wijzigingen op synchronisatie wachten en wanneer de laatste was. [[connections:list.refresh]] synchroniseert meteen. Wijzigingen van uw collega's komen op dezelfde manier binnen.

## Synchronisatiestatussen
Elk contact toont zijn status:
- [[connections:sync.state.completed]]: op de server.
- [[connections:sync.state.pending]]: bewaard op dit apparaat; wordt verstuurd zodra er verbinding is.
- [[connections:sync.state.modified]]: er wordt op dit apparaat een notitie bij geschreven die nog niet is opgeslagen. De tekst blijft bewaard terwijl u typt, ook als de app sluit; sla hem op of verwerp hem op het tabblad Notities.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] of [[connections:sync.state.invalid]]: de server heeft het niet aangenomen. Open het contact om te lezen waarom; het filter [[connections:list.needsAttention]] toont ze allemaal.

Na een synchronisatie vat de lijst onder [[connections:syncSummary.title]] samen wat de server over uw scans zei: hoeveel er zonder licentie zijn (hun gegevens verschijnen zodra er een licentie actief is), bij een ander evenement horen of niet op de bezoekerslijst staan, met een link ernaartoe. Sluit het; het komt pas terug als het er meer worden.

## Uw gegevens veilig houden
- Log niet uit en wis geen browsergegevens zolang er wijzigingen wachten: Leadstand vraagt het eerst als u uitlogt met niet-verstuurde wijzigingen.
- Raakt de opslag van het apparaat vol, dan waarschuwt Leadstand u. Maak verbinding om te synchroniseren en maak ruimte vrij.
- Is er een nieuwe versie, dan biedt een melding de update aan. Bij het bijwerken blijft alles op het apparaat bewaard.
- Gaat een telefoon met niet-verstuurde leads kapot of moet hij opnieuw worden ingesteld, dan redt een diagnostische back-up ze, zie [Ondersteuning en diagnostische back-up](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Leads kwalificeren',
    summary: 'Notities, spraakmemo’s, foto’s, vragen, beoordeling en fase: leg vast waar het gesprek over ging.',
    body: `
Open een contact vanuit [[common:nav.connections]] om het te kwalificeren. De tabbladen zijn [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] en [[connections:tabs.content]]; op de laptop ook [[connections:tabs.stage]] en [[connections:tabs.registration-questions]] (op de telefoon horen ze bij [[connections:tabs.details]]). Alles werkt offline.

## Notities, spraakmemo's en foto's
Schrijf bij [[connections:tabs.notes]] onder [[connections:notes.add]] en druk op [[connections:notes.save]]. [[connections:notes.media.record]] neemt op wat de bezoeker zei (druk nogmaals om te stoppen), en [[connections:notes.media.photo]] fotografeert een visitekaartje of een schets op een servet. Bestanden worden op de achtergrond geüpload zodra er verbinding is; tot dan blijven ze op het apparaat.

## Vragen
Bij [[connections:tabs.questions]] beantwoordt u de kwalificatievragen van uw bedrijf. Sommige hebben één antwoord, sommige meerdere, sommige uw eigen woorden; met [[connections:questions.other]] schrijft u een eigen antwoord. Druk op [[connections:questions.save]].

## Beoordeling
Elk antwoord levert punten op, en de punten beoordelen de lead als [[connections:rating.hot]], [[connections:rating.warm]] of [[connections:rating.cold]] (de regels staan bij [Vragen instellen](questions)). [[connections:rating.how]] legt de punten uit. Wie de bezoeker heeft gescand, kan de beoordeling wijzigen met [[connections:rating.override]].

## Fase
De fase volgt de lead na de beurs: [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] of [[connections:stages.longterm]]. Kies de [[connections:stage.new]], voeg desgewenst een opmerking toe en druk op [[connections:stage.save]]. De [[connections:stage.history]] toont elke wijziging met de datum.

## Gegevens en registratie
[[connections:tabs.details]] toont de contactgegevens van de bezoeker (met [[connections:detail.call]], [[connections:detail.mail]] en [[connections:detail.website]]), wanneer en door wie hij is gescand, welke collega's hem ook spraken en de toestemming die hij bij de registratie gaf. [[connections:tabs.registration-questions]] toont zijn antwoorden bij de registratie voor de beurs.

## Verwijderen
[[connections:delete.button]] haalt een contact weg; [[connections:delete.undo]] in de melding zet het terug zolang het verwijderen niet is verstuurd. Alleen wie het als eerste scande, of een beheerder, mag een contact verwijderen.
`,
  },
  {
    id: 'team',
    title: 'Team en licenties',
    summary: 'Voeg uw collega’s toe, bepaal wat ieder mag en geef telefoons scanlicenties.',
    body: `
Beheerders beheren de mensen van de stand onder [[common:nav.users]] (in [[common:nav.group.setup-tasks]]). Het scherm heeft drie weergaven: [[team:view.members]], [[team:view.licences]] en [[team:view.import]].

## Een teamlid toevoegen
1. Druk op [[team:add.button]].
2. Vul voornaam, achternaam en e-mailadres in, en de taal van hun e-mails.
3. Kies hoe ze meedoen: [[team:join.invite]] (ze bevestigen hun naam en accepteren de voorwaarden vanuit de e-mail) of [[team:join.register]] (het account bestaat meteen; de e-mail bevat een inloglink).
4. Vink aan wat ze mogen en druk op [[team:add.submit]].

## Rechten
- [[team:permission.admin]]: alles, ook het team, de vragen en de content.
- [[team:permission.createConnections]]: scant badges en kwalificeert leads.
- [[team:permission.showAllConnections]]: ziet ook de leads van collega's.
- [[team:permission.exportConnections]]: downloadt de leads en mailt ze.
- [[team:permission.companyConversations]]: leest en beantwoordt de berichten aan het bedrijf.
- [[team:permission.tasks]]: werkt aan de taken van de organisator.

Open een teamlid voor [[team:detail.edit]], [[team:detail.resendInvite]], [[team:detail.resendLink]] of [[team:detail.remove]]. De contacten die het scande, blijven bij uw bedrijf.

## Het team importeren
Kies onder [[team:view.import]] een CSV- of Excel-bestand met één persoon per rij (hoogstens 1.000) en de kolomnamen in de eerste rij: voornaam, achternaam, e-mailadres en desgewenst telefoon, bedrijf, taal en rechten. Leadstand controleert elke rij vóór het importeren. Mensen die al in het team zitten, blijven zoals ze zijn.

## Scanlicenties
De QR-code van een licentie logt een telefoon zonder account in om voor uw bedrijf te scannen, voor tijdelijk personeel of een gedeelde standtelefoon. Elke telefoon bezet een plaats tot u die met [[team:licences.release]] vrijgeeft; zijn leads worden eerst verstuurd. [[team:licences.print]] drukt een QR-code per licentie af om op de stand neer te leggen.

## Badges
Waar de organisator badges verkoopt, kiest u de badge die elk teamlid draagt en hoeveel gratis badges het aan gasten mag geven. Meer badges bestelt u in de [[team:shopLink]]; uw bestellingen en facturen staan onder [[common:nav.orders]].
`,
  },
  {
    id: 'questions',
    title: 'Vragen instellen',
    summary: 'De kwalificatievragen van uw team en de punten die elke lead heet, warm of koud maken.',
    body: `
Onder [[common:nav.questions]] (in [[common:nav.group.setup-tasks]]) stellen beheerders de vragen in die het team op de stand stelt. Ze bereiken elk apparaat bij de volgende synchronisatie en werken daarna offline.

## Een vraag toevoegen
1. Druk op [[questions:new.button]].
2. Schrijf de vraag in het Engels en kies het [[questions:field.type]]: [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (het snelst op de stand) of [[questions:type.open]].
3. Geef de [[questions:field.options]] op en elk antwoord 0 tot 3 punten. Vink [[questions:field.allowOther]] aan als een eigen antwoord zinvol is.
4. Vertaal onder [[questions:translations]] de vraag en de antwoorden. Uw team ziet ze in de eigen taal; waar er geen is, in het Engels.
5. Druk op [[questions:save]].

Wijzig de volgorde met de pijlen naast elke vraag. De organisator kan het aantal vragen beperken.

## Uitzetten of verwijderen
Vink [[questions:field.enabled]] uit om de vraag niet meer te stellen: de gegeven antwoorden blijven. [[questions:delete.button]] verwijdert de vraag met haar antwoorden.

Wijzigt of verwijdert u antwoorden die contacten al bevatten, dan vraagt Leadstand het eerst en haalt het de verwijderde antwoorden daarna op elk apparaat weg.

## Beoordelingsregels
De punten van een lead zijn de som van de punten van zijn antwoorden. Stel onder [[questions:rules.title]] [[questions:rules.hotFrom]] en [[questions:rules.warmFrom]] in; daaronder is een lead koud. Voordat u op [[questions:rules.save]] drukt, toont het voorbeeld hoe de beantwoorde leads beoordeeld zouden worden.

> [[dashboard:calibration]] op het dashboard vergelijkt de beoordeling met de fase die elke lead bereikte. Krijgen koude leads vaak een offerte of kopen ze, pas dan de punten aan.
`,
  },
  {
    id: 'content',
    title: 'Content en opvolging',
    summary: 'Uw standpagina, bedrijfsprofiel en producten, het delen ervan op de stand en de opvolgmail.',
    body: `
Onder [[common:nav.contents]] beschrijven beheerders wat bezoekers van het bedrijf zien. Elk item krijgt een eigen pagina voor bezoekers, met een QR-code.

## Standpagina, profiel en producten
- [[contents:group.partner.title]]: uw voorpagina met logo, banner, waar u te vinden bent, openingstijden en een contactpersoon. Ze toont uw openbare producten.
- [[contents:group.profile.title]]: wie u bent: over u, referenties, duurzaamheid, vacatures.
- [[contents:group.product.title]]: wat uw team op de stand laat zien, met bijlagen (datasheets, afbeeldingen, video's onder 100 MB elk), links en tags.

Items die [[contents:public]] zijn, staan op uw standpagina; de andere openen alleen voor wie de link krijgt. Met [[contents:copyLink]] en [[contents:downloadQr]] drukt u de pagina af voor de stand of zet u haar in een mail.

## Delen op de stand
Vink op het tabblad [[connections:tabs.content]] van een contact [[connections:content.share]] aan naast waar de bezoeker in geïnteresseerd was. De keuze blijft bij het contact voor de opvolging en werkt offline. [[connections:content.showPage]] toont een QR-code die de bezoeker met de eigen telefoon scant.

## De opvolgmail
Onder [[common:nav.followUp]] schrijft u de e-mail die uw team aan bezoekers stuurt, in elk van de zes talen. Plaatshouders zoals de naam van de bezoeker worden ingevuld, en de gedeelde items en een afmeldlink worden vanzelf toegevoegd. [[contents:followUp.preview]] toont de mail zoals de bezoeker hem krijgt; [[contents:followUp.reset]] zet uw eigen tekst terug.

Op het tabblad [[connections:tabs.content]] van het contact kiest het team de taal en [[connections:followUp.sendNow]] of [[connections:followUp.sendEndOfDay]]. Mails voor het eind van de dag gaan weg op de tijd die onder [[contents:followUp.batchTitle]] staat. Het tabblad toont of de mail is verstuurd, en zo niet, waarom.
`,
  },
  {
    id: 'guests',
    title: 'Gasten en registratielinks',
    summary: 'Nodig uw klanten uit voor de beurs: ze registreren zich op uw eigen pagina en krijgen hun badge.',
    body: `
Onder [[common:nav.guests]] nodigt u uw eigen klanten uit. Ze registreren zich op een pagina van u, bevestigen hun e-mailadres en krijgen hun badge, die de stand daarna scant zoals elke andere. De tabbladen zijn [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] en [[guests:tab.codes]], voor zover de organisator ze toestaat.

## Registratielinks
1. Druk bij [[guests:tab.links]] op [[guests:links.new]].
2. Geef de link een naam, een beschrijving voor uw gasten en een [[guests:links.type]] (bijvoorbeeld VIP).
3. Mogen alleen gasten met een code zich registreren, vink dan [[guests:links.codeRequiredLabel]] aan.
4. Druk op [[guests:links.create]] en daarna op [[contents:copyLink]] om hem te versturen, of op [[guests:links.qrShow]] voor een flyer.

## Het registratieformulier
Elke registratiepagina vraagt naam, e-mailadres en bedrijf. Bij [[guests:tab.form]] voegt u eigen vragen toe (met vertalingen). Elke wijziging wordt meteen opgeslagen; [[guests:form.preview.open]] toont het formulier zoals gasten het zien.

## Actiecodes
Bij [[guests:tab.codes]] maakt u codes voor gratis toegang: codes van het type [[guests:codes.kinds.limited]] stoppen na hun aantal keer gebruik, codes van het type [[guests:codes.kinds.unlimited]] niet. [[guests:codes.batch]] maakt veel eenmalige codes tegelijk en downloadt ze als CSV-bestand, bijvoorbeeld één per klant in een mailing. Markeer de codes die u hebt weggegeven als [[guests:codes.distributed]].

## Geregistreerden
[[guests:tab.registrants]] toont iedereen die zich via uw links registreerde of die u uitnodigde, met de status ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) en of ze naar de beurs kwamen. [[guests:registrants.invite]] stuurt een persoonlijke uitnodiging per e-mail. De acties van elke gast sturen de badge, uitnodiging of bevestiging opnieuw, wijzigen het registratietype of zetten een registratie on hold (de badge werkt dan niet meer). [[guests:registrants.export.label]] downloadt de lijst als CSV of Excel.
`,
  },
  {
    id: 'meetings',
    title: 'Afspraken en berichten',
    summary: 'Tijden om af te spreken, afspraakverzoeken, online afspraken, berichten en meldingen.',
    body: `
Gebruikt uw bedrijf afspraken, dan bevat de groep [[common:nav.group.agenda]] in het menu uw agenda, de bezoekers, berichten en meldingen.

## Tijden om af te spreken
Open onder [[common:nav.agenda]] de instellingen van uw beschikbaarheid en voeg de tijden toe waarop u kunt afspreken, [[agenda:availability.onsite]] (binnen de openingstijden van de beurs) of [[agenda:availability.online]]. Bezoekers en collega's vragen in die tijden afspraken aan. Via uw boekingspagina boeken bezoekers een tijd zonder de app: druk de QR-code ervan af voor de stand.

## Een afspraak aanvragen
- Met een bezoeker: zoek hem op bij [[common:nav.attendees]] en kies [[agenda:request.open]] naast zijn naam. [[attendees:row.connect]] stuurt in plaats daarvan een contactverzoek.
- Met collega's: kies in de [[common:nav.agenda]] de actie [[agenda:request.open]], kies begin, duur en met wie, en druk op [[agenda:request.send]].

De anderen kiezen [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] of [[agenda:meeting.action.propose]]. De agenda toont elke afspraak per [[agenda:agenda.view.day]], per [[agenda:agenda.view.week]] of als [[agenda:agenda.view.list]]; [[agenda:meeting.action.ics]] zet een afspraak in uw eigen agenda.

## Online afspraken
Bij een online of hybride afspraak opent [[agenda:meeting.action.join]] de vergaderruimte in de browser, met camera en microfoon. Sta beide toe als de browser erom vraagt.

## Berichten
Medewerkers schrijven collega's en bezoekers onder [[common:nav.messages]]: [[messages:box.private]], de [[messages:box.company]] (met dat recht) en het [[messages:box.archived]]. [[messages:new.open]] begint een gesprek; [[messages:action.recall]] trekt een verstuurd bericht in. Concepten blijven op het apparaat.

## Meldingen
De bel bovenaan toont afspraakverzoeken, antwoorden, berichten en herinneringen. [[messages:notifications.markAllRead]] zet de teller op nul.
`,
  },
  {
    id: 'exporting',
    title: 'Leads exporteren',
    summary: 'Download uw contacten als Excel of CSV, of laat ze naar u mailen.',
    body: `
Mensen met het recht [[team:permission.exportConnections]] halen de leads vanuit [[common:nav.connections]] uit Leadstand. Voor een CRM dat ze automatisch moet ontvangen, zie [API-toegang voor een CRM](api-access).

## Downloaden
1. Zoek en filter in [[common:nav.connections]] de lijst tot de leads die u wilt: de export neemt de lijst zoals ze wordt getoond.
2. Druk op [[connections:export.button]] en kies [[connections:export.xlsx]] of [[connections:export.csv]].

Het bestand bevat de contactgegevens, scantijd en wie scande, fase, beoordeling, antwoorden, notities en de content om te delen. Kolommen die voor alle geëxporteerde leads leeg zijn, vallen weg, tenzij u [[connections:export.allFields]] aanvinkt. Exporteren werkt offline met wat het apparaat bevat.

## Per e-mail
[[connections:export.email]] mailt het bestand naar uw eigen adres, bijvoorbeeld vanaf een telefoon op de stand. De eerste keer bevestigt u uw adres met de 6-cijferige code die Leadstand ernaar stuurt. Offline gaat de mail weg zodra er verbinding is. Per dag is een beperkt aantal gemailde exports toegestaan.

## Goed om te weten
- Elke export wordt vastgelegd in het [[common:nav.audit]].
- De organisator wist de leads van het evenement aan het eind van de bewaartermijn: de datum staat boven de lijst. Exporteer vóór die tijd wat u nodig hebt.
`,
  },
  {
    id: 'privacy',
    title: 'Privacy en auditlogboek',
    summary: 'Toestemming en rechten van bezoekers, een bezoeker wissen, en wie wat met uw leads deed.',
    body: `
Bezoekers gaan bij hun registratie akkoord met de voorwaarden van de organisator; [[connections:tabs.details]] van het contact toont die toestemming. Gebruik hun gegevens alleen om uw gesprek op te volgen.

## De rechten van een bezoeker
Vraagt een bezoeker wat u over hem hebt vastgelegd, open dan zijn contact. Onder [[connections:privacy.title]]:
- [[connections:privacy.exportHtml]] geeft een pagina met alles wat uw bedrijf over hem vastlegde; [[connections:privacy.exportJson]] geeft hetzelfde als gegevens.
- [[connections:privacy.erase]] wist het contact met zijn notities, spraakmemo's, foto's, antwoorden, fases en afspraken, meteen op de server en op elk apparaat van uw team bij de volgende synchronisatie. Dit kan niet ongedaan worden gemaakt.

Deze functies hebben een verbinding met de server nodig.

## Het auditlogboek
Het [[common:nav.audit]] (in [[common:nav.group.service-center]]) toont wie leads exporteerde, mailde, verwijderde of wiste, wanneer en hoeveel, en wat de bewaartermijn wiste. Het bevat geen gegevens van bezoekers.
`,
  },
  {
    id: 'api-access',
    title: 'API-toegang voor een CRM',
    summary: 'Laat uw CRM de leads ophalen en webhooks ontvangen, met API-accounts die u beheert.',
    body: `
Onder [[common:nav.apiAccess]] (in [[common:nav.group.service-center]], op de laptop) maken beheerders API-accounts voor het CRM of andere systemen van het bedrijf. De organisator zet dit onderdeel aan. [[apiAccess:reference]] opent de interactieve naslag van de API.

## API-accounts
[[apiAccess:create.button]] maakt een account met een client-ID en een client-secret. Het secret wordt maar één keer getoond, direct na het maken van het account of na [[apiAccess:account.regenerate]]: kopieer het meteen naar uw CRM. Noteer in de opmerkingen waarvoor het account dient; de eerste regel geeft het zijn naam in de lijst. [[apiAccess:account.disable]] weigert het secret en de tokens van het account en stopt de webhooks tot u [[apiAccess:account.enable]] kiest.

Kies onder [[apiAccess:field.restriction]] voor [[apiAccess:field.restrictionOption.selection]] om alleen verzoeken aan te nemen vanaf IPv4- of IPv6-adressen en reeksen zoals 203.0.113.0/24. Verzoeken vanaf elk ander adres worden geweigerd, ook met het juiste secret.

## Leads ophalen
Uw CRM vraagt met de clientgegevens (OAuth 2.0) een token aan bij /api/v1/oauth/token; een token is 15 minuten geldig. Daarmee geeft /api/v1/connections de contacten van uw bedrijf met contactgegevens, notities, fasegeschiedenis, antwoorden, beoordeling en toestemming, pagina voor pagina. Geef de laatste 'gewijzigd sinds'-waarde mee om alleen wijzigingen te krijgen, en de sindsdien verwijderde contacten, zodat het CRM bijblijft.

## Webhooks
[[apiAccess:webhook.add]] registreert een https-adres dat wordt aangeroepen wanneer een contact wordt gemaakt, gewijzigd of gewist, voor de gebeurtenissen die u kiest. Elke webhook heeft een eigen ondertekeningssecret, dat één keer wordt getoond bij het toevoegen. Elke aflevering bevat de headers X-Leadstand-Timestamp en X-Leadstand-Signature: een HMAC-SHA256 over het tijdstempel, een punt en de inhoud, gemaakt met dat ondertekeningssecret. Controleer die en weiger oude tijdstempels. Antwoordt uw systeem niet, dan probeert Leadstand het ongeveer 20 minuten opnieuw, en het account toont de laatste aflevering van elke webhook.

> Behandel het client-secret als een wachtwoord. Kan het uitgelekt zijn, genereer het dan opnieuw: het oude werkt meteen niet meer.
`,
  },
  {
    id: 'tasks',
    title: 'Taken van de organisator',
    summary: 'Wat de organisator van uw bedrijf vraagt, met documenten om te uploaden en een beoordeling.',
    body: `
De organisator kan vóór de beurs dingen van uw bedrijf vragen: het standontwerp, een verzekeringsbewijs, een risico-inventarisatie. Ze verschijnen onder [[common:nav.tasks]] (in [[common:nav.group.setup-tasks]]) voor beheerders en mensen met het recht [[team:permission.tasks]].

## De takenlijst
De taken zijn gegroepeerd per categorie: [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] en [[tasks:category.completed]]. Elke taak toont de uiterste datum, of ze [[tasks:mandate.required]] of [[tasks:mandate.optional]] is, en de aanvullende informatie van de organisator.

## Aan een taak werken
1. Druk op [[tasks:upload.choose]] en kies het gevraagde document: een JPEG-, PNG-, GIF- of PDF-bestand onder 100 MB. U kunt een bestand ook op de taak neerzetten.
2. Valt de verbinding weg, dan gaat de upload verder waar hij stopte. Offline wacht het document op het apparaat en wordt het geüpload zodra u weer online bent.
3. [[tasks:documents.remove]] haalt een verkeerd document weer weg, zolang de taak niet in beoordeling is.
4. Druk op [[tasks:submit]]. Een verplichte taak heeft minstens één document nodig, en indienen vraagt een verbinding.

## De beoordeling
De organisator keurt de taak goed (ze is dan [[tasks:state.completed]]) of stuurt haar terug met een opmerking over wat ontbreekt. Een teruggestuurde taak is weer [[tasks:state.inProgress]]: vul aan wat nodig is en dien haar opnieuw in.
`,
  },
  {
    id: 'support',
    title: 'Ondersteuning en diagnostische back-up',
    summary: 'Hulp krijgen, en niet-verstuurde leads redden van een telefoon die kapotging of opnieuw werd ingesteld.',
    body: `
Deze handleiding beantwoordt de meeste vragen: doorzoek haar met het veld boven de inhoud. [[manual:whatsNew.title]] (in [[common:nav.settings]] en naast de inhoud) toont de wijzigingen van elke versie, en [[common:menu.guide]] in het menu laat de belangrijkste schermen opnieuw zien.

## De diagnostische back-up
Open op de telefoon [[common:nav.userSupport]] in het menu: daar ziet u of alles wat dit apparaat heeft de server heeft bereikt. [[support:actions.backup.button]] maakt één bestand met wat misschien nog niet op de server staat: niet-verstuurde wijzigingen, foto's en spraakmemo's die op upload wachten, de synchronisatiestatus, recente fouten en de versies. Uw inloggegevens staan er nooit in, de gegevens van uw leads wel: [[support:backup.save]] bewaart het op de telefoon, en [[support:backup.share]] of [[support:actions.contact.button]] stuurt het alleen naar uw supportcontact.

## Niet-verstuurde leads terugzetten
Ging een telefoon kapot met leads die hij niet kon versturen, of moest de app opnieuw worden geïnstalleerd? Open op een andere telefoon, of op dezelfde na het opnieuw installeren, [[common:nav.userSupport]], kies [[support:actions.restore.button]] en daarna het bestand. Leadstand controleert het en toont wat erin staat; na uw bevestiging stuurt het de niet-verstuurde wijzigingen precies één keer naar de server: hetzelfde bestand nogmaals terugzetten, of de oorspronkelijke telefoon die weer online komt, maakt niets dubbel. Uw eigen back-up kunt u zelf terugzetten; die van een collega alleen een beheerder van uw bedrijf.

## Als iets niet werkt
- Controleer de synchronisatiestatus van de contacten, zie [Offline werken en synchroniseren](offline).
- Laad de app opnieuw, of werk haar bij als er een nieuwe versie wordt aangeboden.
- Vraag de beheerder van uw bedrijf naar ontbrekende rechten en onderdelen: de organisator bepaalt welke onderdelen uw bedrijf gebruikt.
`,
  },
];

export default pages;
