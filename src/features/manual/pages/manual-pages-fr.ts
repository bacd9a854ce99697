/** Le manuel en français (suit les pages et les sections de manual-pages-en.ts). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Premiers pas',
    summary: 'Vous connecter, vous repérer et préparer votre stand avant l’ouverture du salon.',
    body: `
Leadstand saisit les contacts de votre stand : votre équipe scanne les badges des visiteurs, qualifie chaque échange et en assure le suivi, sur téléphone au stand puis sur ordinateur portable. Il fonctionne aussi sans connexion internet, voir [Travailler hors ligne et synchroniser](offline).

## Se connecter
- **Les administrateurs** reçoivent un lien de connexion de l’organisateur. Par la suite, connectez-vous sur la page de connexion avec [[login:tab.email]] : saisissez votre adresse, appuyez sur [[login:email.submit]], puis ouvrez le lien ou saisissez le code à 6 chiffres de l’e-mail.
- **Les membres de l’équipe** reçoivent un e-mail quand vous les ajoutez à l’équipe. Le lien les connecte ; les collègues invités confirment d’abord leur nom.
- Les [[team:view.licences]] connectent un téléphone sans compte : scannez le code QR de la carte de licence avec l’appareil photo du téléphone (ou choisissez [[login:tab.licence]] sur la page de connexion). Le téléphone demande [[login:finalize.nameEmail.title]] pour le nom et l’adresse e-mail, puis [[login:finalize.nameEmail.submit]].

À la première connexion, vous acceptez les conditions d’utilisation de l’organisateur. Si votre entreprise utilise l’authentification à deux facteurs, vous saisissez aussi un second code.

## Se repérer
Sur l’ordinateur, le menu est toujours à gauche, réparti en [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] et [[common:nav.group.support]]. Sur le téléphone, la barre du bas contient les destinations principales ; tout le reste se trouve sous [[common:nav.more]]. Vous ne voyez que les sections que votre entreprise utilise et que vos droits permettent.

Sous votre nom, en bas du menu, se trouvent les fonctions du compte : [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (un code QR qui vous connecte sur un autre appareil), [[common:menu.myBadge]], [[common:menu.guide]] et [[common:menu.logout]]. Dans [[common:nav.settings]], vous choisissez la langue, le fuseau horaire des heures affichées et l’authentification à deux facteurs.

## Se préparer pour le salon
Le [[common:nav.dashboard]] affiche [[dashboard:setup.title]] avec les étapes encore à faire :
1. [[dashboard:setup.content.title]] : ce que les visiteurs voient de vous, voir [Contenus et suivi](content).
2. [[dashboard:setup.questions.title]] : ce que votre équipe demande à chaque visiteur, voir [Configurer les questions](questions).
3. [[dashboard:setup.team.title]] : les collègues qui tiennent le stand, voir [Équipe et licences](team).

Sous les étapes, le tableau de bord compte vos contacts : aujourd’hui et au total, contacts par heure, entonnoir de suivi, évaluations et contacts par membre de l’équipe.

> Installez Leadstand sur les téléphones du stand avant le salon (dans le menu du navigateur : « Ajouter à l’écran d’accueil » ou « Installer l’application ») et connectez-vous une fois avec une connexion : ensuite, il s’ouvre et saisit des contacts sans elle.
`,
  },
  {
    id: 'scanning',
    title: 'Scanner des badges',
    summary: 'Saisir un visiteur avec l’appareil photo du téléphone, un lecteur de codes-barres, le NFC ou le code du badge.',
    body: `
Le badge de chaque visiteur porte un code QR ou un code-barres et un code de trois groupes de cinq lettres, comme abcde-jklmn-stuvw. Quelle que soit la manière de le saisir, le contact est enregistré aussitôt sur l’appareil et apparaît en haut de [[common:nav.connections]].

## Avec l’appareil photo
1. Ouvrez [[common:nav.connections]] et appuyez sur [[connections:scan.start]].
2. Placez le code QR ou le code-barres du badge dans le cadre. Le téléphone bipe ou vibre, et le nom du visiteur s’affiche.
3. Continuez à scanner : le compteur indique combien vous en avez scanné. Fermez le scanner quand vous avez terminé.

[[connections:scan.sound]] active ou coupe le bip, [[connections:scan.torch]] éclaire les badges sombres et [[connections:scan.switchCamera]] bascule entre la caméra avant et arrière.

Si la caméra est bloquée, autorisez l’accès à la caméra pour ce site dans les réglages du navigateur et choisissez [[connections:scan.tryAgain]]. En attendant, utilisez [[connections:scan.typeCode]].

## Avec un lecteur de codes-barres
Un lecteur de codes-barres USB ou Bluetooth fonctionne comme un clavier. Cliquez dans le champ [[connections:add.label]] au-dessus de la liste et scannez : le lecteur tape le code puis Entrée, et le contact est ajouté. Laissez le curseur dans le champ et scannez le badge suivant.

## Avec le code saisi
Saisissez le code imprimé sur le badge dans [[connections:add.label]] et appuyez sur [[connections:add.submit]]. Les majuscules, espaces et tirets n’ont pas d’importance. Leadstand vérifie le code pendant la saisie : le premier groupe commence par une lettre de a à h, le deuxième de j à r, le troisième de s à z, et les lettres i et o n’apparaissent jamais.

## Avec le NFC
Sur les téléphones Android équipés du NFC, [[connections:scan.nfc]] dans le scanner lit les badges à puce : approchez le badge du dos du téléphone.

## Ce que signifient les messages
- **Déjà scanné** : vous ou un collègue avez déjà rencontré ce visiteur. La nouvelle rencontre s’ajoute à l’historique du contact.
- **Ce badge appartient à un autre événement** : changez d’événement dans le menu pour le scanner là-bas.
- **Pas de licence de scan** : votre entreprise n’a pas encore de licence pour cet événement. Les scans sont enregistrés, et les coordonnées du visiteur s’affichent dès qu’une licence est active.
- **L’événement est terminé** : plus de scan. Vous pouvez toujours consulter, qualifier et exporter vos contacts.
- **Absent de la liste des visiteurs** : cet appareil ne connaît pas le code. Le serveur le vérifie à la prochaine synchronisation ; corrigez le code s’il a été mal saisi.
`,
  },
  {
    id: 'offline',
    title: 'Travailler hors ligne et synchroniser',
    summary: 'Ce qui fonctionne sans connexion, comment vos modifications parviennent au serveur et ce que signifient les états de synchronisation.',
    body: `
Dans les halls d’exposition, la réception est souvent mauvaise. Leadstand enregistre d’abord sur l’appareil tout ce que vous saisissez et l’envoie au serveur dès qu’il le peut. Vous n’attendez jamais le réseau.

## Ce qui fonctionne hors ligne
Scanner et saisir des codes de badge, les notes, mémos vocaux et photos, les réponses, les évaluations, les étapes, le choix des contenus à partager et les e-mails de suivi fonctionnent tous hors ligne. La recherche et l’export des contacts de l’appareil aussi.

Certains écrans ont besoin du serveur et affichent [[common:offline.title]] : l’équipe, les questions, les contenus, les invités, l’accès API, le journal d’audit et ce manuel. Ils s’ouvrent dès que vous êtes de nouveau en ligne.

> Ouvrez l’application une fois avec une connexion avant le salon : elle télécharge alors les questions, les contenus et la liste des visiteurs de l’événement, et les noms s’affichent aussitôt au scan.

## Comment fonctionne la synchronisation
Les modifications sont envoyées dans l’ordre où vous les avez faites, en arrière-plan, même pendant que vous continuez à travailler. En haut de [[common:nav.connections]], vous voyez combien de modifications attendent la synchronisation et quand a eu lieu la dernière. [[connections:list.refresh]] synchronise tout de suite. Les modifications de vos collègues arrivent par le même chemin.

## États de synchronisation
Chaque contact affiche son état :
- [[connections:sync.state.completed]] : sur le serveur.
- [[connections:sync.state.pending]] : conservé sur cet appareil ; envoyé dès qu’il y a une connexion.
- [[connections:sync.state.modified]] : une note à son sujet est en cours de rédaction sur cet appareil et n’est pas encore enregistrée. Le texte est conservé pendant la saisie, même si l’application se ferme ; enregistrez-le ou abandonnez-le dans l’onglet Notes.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] ou [[connections:sync.state.invalid]] : le serveur ne l’a pas accepté. Ouvrez le contact pour lire pourquoi ; le filtre [[connections:list.needsAttention]] les affiche tous.

Après une synchronisation, la liste résume sous [[connections:syncSummary.title]] ce que le serveur a dit de vos scans : combien sont sans licence (leurs coordonnées s’affichent dès qu’une licence est active), appartiennent à un autre événement ou ne figurent pas sur la liste des visiteurs, avec un lien vers eux. Masquez-le ; il ne revient que s’il y en a davantage.

## Protéger vos données
- Ne vous déconnectez pas et n’effacez pas les données du navigateur tant que des modifications attendent : Leadstand vous demande confirmation avant une déconnexion avec des modifications non envoyées.
- Quand le stockage de l’appareil devient insuffisant, Leadstand vous prévient. Connectez-vous pour synchroniser et libérez de la place.
- Quand une nouvelle version est disponible, un message propose la mise à jour. La mise à jour conserve tout ce qui est sur l’appareil.
- Si un téléphone tombe en panne ou doit être réinitialisé avec des contacts non envoyés, une sauvegarde de diagnostic les récupère, voir [Assistance et sauvegarde de diagnostic](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Qualifier les contacts',
    summary: 'Notes, mémos vocaux, photos, questions, évaluation et étape : notez de quoi parlait l’échange.',
    body: `
Ouvrez un contact depuis [[common:nav.connections]] pour le qualifier. Ses onglets sont [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] et [[connections:tabs.content]] ; sur l’ordinateur aussi [[connections:tabs.stage]] et [[connections:tabs.registration-questions]] (sur le téléphone, ils font partie de [[connections:tabs.details]]). Tout fonctionne hors ligne.

## Notes, mémos vocaux et photos
Dans [[connections:tabs.notes]], écrivez sous [[connections:notes.add]] et appuyez sur [[connections:notes.save]]. [[connections:notes.media.record]] enregistre ce qu’a dit le visiteur (appuyez de nouveau pour arrêter), et [[connections:notes.media.photo]] photographie une carte de visite ou un croquis sur une serviette. Les fichiers sont envoyés en arrière-plan dès qu’il y a une connexion ; d’ici là, ils restent sur l’appareil.

## Questions
Dans [[connections:tabs.questions]], vous répondez aux questions de qualification de votre entreprise. Certaines prennent une réponse, d’autres plusieurs, d’autres vos propres mots ; [[connections:questions.other]] vous permet d’écrire votre propre réponse. Appuyez sur [[connections:questions.save]].

## Évaluation
Chaque réponse rapporte des points, et les points classent le contact [[connections:rating.hot]], [[connections:rating.warm]] ou [[connections:rating.cold]] (les règles sont dans [Configurer les questions](questions)). [[connections:rating.how]] explique les points. La personne qui a scanné le visiteur peut la modifier avec [[connections:rating.override]].

## Étape
L’étape suit le contact après le salon : [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] ou [[connections:stages.longterm]]. Choisissez la [[connections:stage.new]], ajoutez un commentaire si vous le souhaitez et appuyez sur [[connections:stage.save]]. L’[[connections:stage.history]] liste chaque changement avec sa date.

## Détails et inscription
[[connections:tabs.details]] affiche les coordonnées du visiteur (avec [[connections:detail.call]], [[connections:detail.mail]] et [[connections:detail.website]]), quand et par qui il a été scanné, les collègues qui l’ont aussi rencontré et le consentement donné à l’inscription. [[connections:tabs.registration-questions]] affiche ses réponses lors de son inscription au salon.

## Supprimer
[[connections:delete.button]] retire un contact ; [[connections:delete.undo]] dans le message le rétablit tant que la suppression n’a pas été envoyée. Seule la personne qui l’a scanné en premier, ou un administrateur, peut supprimer un contact.
`,
  },
  {
    id: 'team',
    title: 'Équipe et licences',
    summary: 'Ajoutez vos collègues, définissez ce que chacun peut faire et donnez des licences de scan aux téléphones.',
    body: `
Les administrateurs gèrent les personnes du stand dans [[common:nav.users]] (dans [[common:nav.group.setup-tasks]]). L’écran a trois vues : [[team:view.members]], [[team:view.licences]] et [[team:view.import]].

## Ajouter un membre
1. Appuyez sur [[team:add.button]].
2. Saisissez le prénom, le nom et l’adresse e-mail, ainsi que la langue de ses e-mails.
3. Choisissez comment il rejoint l’équipe : [[team:join.invite]] (il confirme son nom et accepte les conditions depuis l’e-mail) ou [[team:join.register]] (le compte existe tout de suite ; l’e-mail contient un lien de connexion).
4. Cochez ce qu’il peut faire, puis appuyez sur [[team:add.submit]].

## Droits
- [[team:permission.admin]] : tout, y compris l’équipe, les questions et les contenus.
- [[team:permission.createConnections]] : scanne les badges et qualifie les contacts.
- [[team:permission.showAllConnections]] : voit aussi les contacts des collègues.
- [[team:permission.exportConnections]] : télécharge et envoie les contacts par e-mail.
- [[team:permission.companyConversations]] : lit et répond aux messages de l’entreprise.
- [[team:permission.tasks]] : travaille sur les tâches de l’organisateur.

Ouvrez un membre pour [[team:detail.edit]], [[team:detail.resendInvite]], [[team:detail.resendLink]] ou [[team:detail.remove]]. Les contacts qu’il a scannés restent à votre entreprise.

## Importer l’équipe
Dans [[team:view.import]], choisissez un fichier CSV ou Excel avec une personne par ligne (1 000 au plus) et les noms des colonnes sur la première ligne : prénom, nom, adresse e-mail et, si vous le souhaitez, téléphone, entreprise, langue et droits. Leadstand vérifie chaque ligne avant l’import. Les personnes déjà dans l’équipe restent telles quelles.

## Licences de scan
Le code QR d’une licence connecte un téléphone pour scanner pour votre entreprise, sans compte, pour du personnel temporaire ou un téléphone partagé du stand. Chaque téléphone occupe une place jusqu’à ce que vous choisissiez [[team:licences.release]] ; ses contacts sont envoyés avant. [[team:licences.print]] imprime un code QR par licence à poser sur le stand.

## Badges
Là où l’organisateur vend des badges, choisissez le badge que porte chaque membre et combien de badges gratuits il peut offrir à des invités. D’autres badges se commandent dans la [[team:shopLink]] ; vos commandes et factures sont dans [[common:nav.orders]].
`,
  },
  {
    id: 'questions',
    title: 'Configurer les questions',
    summary: 'Les questions de qualification de votre équipe et les points qui classent chaque contact chaud, tiède ou froid.',
    body: `
Dans [[common:nav.questions]] (dans [[common:nav.group.setup-tasks]]), les administrateurs définissent les questions que l’équipe pose au stand. Elles arrivent sur chaque appareil à sa prochaine synchronisation et fonctionnent ensuite hors ligne.

## Ajouter une question
1. Appuyez sur [[questions:new.button]].
2. Écrivez la question en anglais, puis choisissez le [[questions:field.type]] : [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (le plus rapide au stand) ou [[questions:type.open]].
3. Indiquez les [[questions:field.options]] et donnez à chacune de 0 à 3 points. Cochez [[questions:field.allowOther]] si une réponse libre a du sens.
4. Dans [[questions:translations]], traduisez la question et ses réponses. Votre équipe les voit dans sa langue ; à défaut, en anglais.
5. Appuyez sur [[questions:save]].

Changez l’ordre avec les flèches à côté de chaque question. L’organisateur peut limiter le nombre de questions.

## Désactiver ou supprimer
Décochez [[questions:field.enabled]] pour ne plus la poser : les réponses déjà données restent. [[questions:delete.button]] retire la question avec ses réponses.

Si vous modifiez ou retirez des réponses que des contacts contiennent déjà, Leadstand demande d’abord confirmation, puis retire les réponses supprimées sur tous les appareils.

## Règles d’évaluation
Les points d’un contact sont la somme des points de ses réponses. Dans [[questions:rules.title]], fixez [[questions:rules.hotFrom]] et [[questions:rules.warmFrom]] ; en dessous, le contact est froid. Avant d’appuyer sur [[questions:rules.save]], l’aperçu montre comment les contacts ayant des réponses seraient évalués.

> [[dashboard:calibration]], dans le tableau de bord, compare l’évaluation à l’étape atteinte par chaque contact. Si des contacts froids reçoivent souvent un devis ou achètent, ajustez les points.
`,
  },
  {
    id: 'content',
    title: 'Contenus et suivi',
    summary: 'La page de votre stand, la présentation de l’entreprise et les produits, leur partage au stand et l’e-mail de suivi.',
    body: `
Dans [[common:nav.contents]], les administrateurs décrivent ce que les visiteurs voient de l’entreprise. Chaque entrée a sa propre page pour les visiteurs, avec un code QR.

## Page du stand, présentation et produits
- [[contents:group.partner.title]] : votre page d’accueil avec logo, bannière, où vous trouver, horaires et une personne de contact. Elle liste vos produits publics.
- [[contents:group.profile.title]] : qui vous êtes : à propos, références, développement durable, recrutement.
- [[contents:group.product.title]] : ce que votre équipe montre au stand, avec des pièces jointes (fiches techniques, images, vidéos de moins de 100 Mo chacune), des liens et des mots-clés.

Les entrées marquées [[contents:public]] figurent sur la page de votre stand ; les autres ne s’ouvrent que pour ceux qui ont leur lien. [[contents:copyLink]] et [[contents:downloadQr]] vous permettent d’imprimer la page pour le stand ou de la mettre dans un e-mail.

## Partager au stand
Dans l’onglet [[connections:tabs.content]] d’un contact, cochez [[connections:content.share]] à côté de ce qui a intéressé le visiteur. Le choix reste avec le contact pour le suivi, et cela fonctionne hors ligne. [[connections:content.showPage]] affiche un code QR que le visiteur scanne avec son propre téléphone.

## L’e-mail de suivi
Dans [[common:nav.followUp]], vous rédigez l’e-mail que votre équipe envoie aux visiteurs, dans chacune des six langues. Les champs comme le nom du visiteur sont remplis, et les éléments partagés ainsi qu’un lien de désinscription sont ajoutés automatiquement. [[contents:followUp.preview]] montre l’e-mail tel que le visiteur le reçoit ; [[contents:followUp.reset]] abandonne votre propre texte.

Dans l’onglet [[connections:tabs.content]] du contact, l’équipe choisit la langue puis [[connections:followUp.sendNow]] ou [[connections:followUp.sendEndOfDay]]. Les e-mails de fin de journée partent à l’heure réglée dans [[contents:followUp.batchTitle]]. L’onglet indique si l’e-mail est parti, et sinon pourquoi.
`,
  },
  {
    id: 'guests',
    title: 'Invités et liens d’inscription',
    summary: 'Invitez vos clients au salon : ils s’inscrivent sur votre propre page et reçoivent leur badge.',
    body: `
Dans [[common:nav.guests]], vous invitez vos propres clients. Ils s’inscrivent sur une page à vous, confirment leur adresse e-mail et reçoivent leur badge, que le stand scanne ensuite comme n’importe quel autre. Les onglets sont [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] et [[guests:tab.codes]], selon ce que l’organisateur autorise.

## Liens d’inscription
1. Dans [[guests:tab.links]], appuyez sur [[guests:links.new]].
2. Donnez-lui un nom, une description pour vos invités et un [[guests:links.type]] (par exemple VIP).
3. Si seuls les invités munis d’un code peuvent s’inscrire, cochez [[guests:links.codeRequiredLabel]].
4. Appuyez sur [[guests:links.create]], puis sur [[contents:copyLink]] pour l’envoyer, ou sur [[guests:links.qrShow]] pour un prospectus.

## Le formulaire d’inscription
Chaque page d’inscription demande le nom, l’adresse e-mail et l’entreprise. Dans [[guests:tab.form]], vous ajoutez vos propres questions (avec traductions). Chaque modification est enregistrée aussitôt ; [[guests:form.preview.open]] montre le formulaire tel que les invités le voient.

## Codes promotionnels
Dans [[guests:tab.codes]], vous créez des codes pour des entrées gratuites : les codes de type [[guests:codes.kinds.limited]] s’arrêtent après leur nombre d’utilisations, ceux de type [[guests:codes.kinds.unlimited]] non. [[guests:codes.batch]] crée de nombreux codes à usage unique d’un coup et les télécharge en fichier CSV, par exemple un par client dans un envoi. Marquez les codes que vous avez donnés comme [[guests:codes.distributed]].

## Inscrits
[[guests:tab.registrants]] liste toutes les personnes inscrites par vos liens ou que vous avez invitées, avec leur état ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) et leur venue au salon. [[guests:registrants.invite]] envoie une invitation personnelle par e-mail. Les actions de chaque invité renvoient le badge, l’invitation ou la confirmation, changent le type d’inscription ou mettent une inscription en attente (le badge ne fonctionne alors plus). [[guests:registrants.export.label]] télécharge la liste en CSV ou Excel.
`,
  },
  {
    id: 'meetings',
    title: 'Rendez-vous et messages',
    summary: 'Créneaux de disponibilité, demandes de rendez-vous, rendez-vous en ligne, messages et notifications.',
    body: `
Si votre entreprise utilise les rendez-vous, le groupe [[common:nav.group.agenda]] du menu contient votre calendrier, les participants, les messages et les notifications.

## Créneaux de disponibilité
Dans [[common:nav.agenda]], ouvrez les réglages de disponibilité et ajoutez les créneaux où vous pouvez rencontrer quelqu’un, [[agenda:availability.onsite]] (pendant les heures d’ouverture du salon) ou [[agenda:availability.online]]. Les visiteurs et les collègues demandent des rendez-vous sur ces créneaux. Votre page de réservation permet aux visiteurs de réserver sans l’application : imprimez son code QR pour le stand.

## Demander un rendez-vous
- Avec un visiteur : trouvez-le dans [[common:nav.attendees]] et choisissez [[agenda:request.open]] à côté de son nom. [[attendees:row.connect]] envoie à la place une demande de mise en relation.
- Avec des collègues : dans l’[[common:nav.agenda]], choisissez [[agenda:request.open]], indiquez le début, la durée et les personnes, puis appuyez sur [[agenda:request.send]].

Les autres choisissent [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] ou [[agenda:meeting.action.propose]]. L’agenda affiche chaque rendez-vous par [[agenda:agenda.view.day]], par [[agenda:agenda.view.week]] ou en [[agenda:agenda.view.list]] ; [[agenda:meeting.action.ics]] l’ajoute à votre propre calendrier.

## Rendez-vous en ligne
Pour un rendez-vous en ligne ou hybride, [[agenda:meeting.action.join]] ouvre la salle de réunion dans le navigateur, avec caméra et micro. Autorisez les deux quand le navigateur le demande.

## Messages
Le personnel écrit aux collègues et aux visiteurs dans [[common:nav.messages]] : [[messages:box.private]], la [[messages:box.company]] (avec ce droit) et les [[messages:box.archived]]. [[messages:new.open]] démarre une conversation ; [[messages:action.recall]] reprend un message envoyé. Les brouillons restent sur l’appareil.

## Notifications
La cloche en haut affiche les demandes de rendez-vous, les réponses, les messages et les rappels. [[messages:notifications.markAllRead]] remet le compteur à zéro.
`,
  },
  {
    id: 'exporting',
    title: 'Exporter les contacts',
    summary: 'Téléchargez vos contacts en Excel ou CSV, ou recevez-les par e-mail.',
    body: `
Les personnes ayant le droit [[team:permission.exportConnections]] sortent les contacts de Leadstand depuis [[common:nav.connections]]. Pour un CRM qui doit les recevoir automatiquement, voir [Accès API pour un CRM](api-access).

## Télécharger
1. Dans [[common:nav.connections]], recherchez et filtrez la liste jusqu’aux contacts voulus : l’export reprend la liste telle qu’elle est affichée.
2. Appuyez sur [[connections:export.button]] et choisissez [[connections:export.xlsx]] ou [[connections:export.csv]].

Le fichier contient les coordonnées, l’heure du scan et qui a scanné, l’étape, l’évaluation, les réponses, les notes et les contenus à partager. Les colonnes vides pour tous les contacts exportés sont omises, sauf si vous cochez [[connections:export.allFields]]. L’export fonctionne hors ligne à partir de ce que contient l’appareil.

## Par e-mail
[[connections:export.email]] envoie le fichier à votre propre adresse, par exemple depuis un téléphone au stand. La première fois, confirmez votre adresse avec le code à 6 chiffres que Leadstand y envoie. Hors ligne, l’e-mail part dès qu’il y a une connexion. Le nombre d’exports envoyés par e-mail est limité par jour.

## Bon à savoir
- Chaque export est consigné dans le [[common:nav.audit]].
- L’organisateur efface les contacts de l’événement à la fin de leur durée de conservation : la date figure au-dessus de la liste. Exportez avant ce que vous voulez garder.
`,
  },
  {
    id: 'privacy',
    title: 'Confidentialité et journal d’audit',
    summary: 'Le consentement et les droits des visiteurs, l’effacement d’un visiteur et qui a fait quoi avec vos contacts.',
    body: `
Les visiteurs acceptent les conditions de l’organisateur à l’inscription ; l’onglet [[connections:tabs.details]] du contact affiche ce consentement. N’utilisez leurs données que pour donner suite à votre échange.

## Les droits d’un visiteur
Quand un visiteur demande ce que vous détenez sur lui, ouvrez son contact. Sous [[connections:privacy.title]] :
- [[connections:privacy.exportHtml]] fournit une page avec tout ce que votre entreprise a enregistré sur lui ; [[connections:privacy.exportJson]] fournit la même chose sous forme de données.
- [[connections:privacy.erase]] efface le contact avec ses notes, mémos vocaux, photos, réponses, étapes et rendez-vous, aussitôt sur le serveur et sur chaque appareil de votre équipe à sa prochaine synchronisation. C’est irréversible.

Ces fonctions nécessitent une connexion au serveur.

## Le journal d’audit
Le [[common:nav.audit]] (dans [[common:nav.group.service-center]]) indique qui a exporté, envoyé par e-mail, supprimé ou effacé des contacts, quand et combien, et ce que la durée de conservation a effacé. Il ne contient aucune donnée de visiteur.
`,
  },
  {
    id: 'api-access',
    title: 'Accès API pour un CRM',
    summary: 'Votre CRM récupère les contacts et reçoit des webhooks, avec des comptes API que vous gérez.',
    body: `
Dans [[common:nav.apiAccess]] (dans [[common:nav.group.service-center]], sur ordinateur), les administrateurs créent des comptes API pour le CRM ou d’autres systèmes de l’entreprise. L’organisateur active cette section. [[apiAccess:reference]] ouvre la référence interactive de l’API.

## Comptes API
[[apiAccess:create.button]] crée un compte avec un identifiant client et un secret client. Le secret n’est affiché qu’une fois, juste après la création du compte ou après [[apiAccess:account.regenerate]] : copiez-le aussitôt dans votre CRM. Notez dans les commentaires à quoi sert le compte ; leur première ligne le nomme dans la liste. [[apiAccess:account.disable]] refuse le secret et les jetons du compte et arrête ses webhooks jusqu’à ce que vous choisissiez [[apiAccess:account.enable]].

Dans [[apiAccess:field.restriction]], choisissez [[apiAccess:field.restrictionOption.selection]] pour n’accepter les requêtes que depuis des adresses IPv4 ou IPv6 et des plages comme 203.0.113.0/24. Les requêtes depuis toute autre adresse sont refusées, même avec le bon secret.

## Récupérer les contacts
Votre CRM demande un jeton avec les identifiants client (OAuth 2.0) sur /api/v1/oauth/token ; un jeton est valable 15 minutes. Avec lui, /api/v1/connections fournit les contacts de votre entreprise avec coordonnées, notes, historique des étapes, réponses, évaluation et consentement, page par page. Transmettez la dernière valeur « modifié depuis » pour ne recevoir que les changements, ainsi que les contacts retirés depuis, afin que le CRM reste à jour.

## Webhooks
[[apiAccess:webhook.add]] enregistre une adresse https appelée quand un contact est créé, modifié ou effacé, pour les événements que vous choisissez. Chaque webhook a son propre secret de signature, affiché une fois à son ajout. Chaque envoi porte les en-têtes X-Leadstand-Timestamp et X-Leadstand-Signature : un HMAC-SHA256 de l’horodatage, d’un point et du corps, calculé avec ce secret de signature. Vérifiez-le et refusez les horodatages anciens. Si votre système ne répond pas, Leadstand réessaie pendant une vingtaine de minutes, et le compte affiche le dernier envoi de chaque webhook.

> Traitez le secret client comme un mot de passe. S’il a pu fuiter, régénérez-le : l’ancien cesse aussitôt de fonctionner.
`,
  },
  {
    id: 'tasks',
    title: 'Tâches de l’organisateur',
    summary: 'Ce que l’organisateur demande à votre entreprise, avec des documents à téléverser et une vérification.',
    body: `
L’organisateur peut demander des choses à votre entreprise avant le salon : le plan du stand, une attestation d’assurance, une évaluation des risques. Elles apparaissent dans [[common:nav.tasks]] (dans [[common:nav.group.setup-tasks]]) pour les administrateurs et les personnes ayant le droit [[team:permission.tasks]].

## La liste des tâches
Les tâches sont regroupées par catégorie : [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] et [[tasks:category.completed]]. Chacune affiche son échéance, si elle est [[tasks:mandate.required]] ou [[tasks:mandate.optional]], et les informations complémentaires de l’organisateur.

## Travailler sur une tâche
1. Appuyez sur [[tasks:upload.choose]] et choisissez le document demandé : un fichier JPEG, PNG, GIF ou PDF de moins de 100 Mo. Vous pouvez aussi déposer un fichier sur la tâche.
2. Si la connexion coupe, le téléversement reprend là où il s’était arrêté. Hors ligne, le document attend sur l’appareil et part quand vous êtes de nouveau en ligne.
3. [[tasks:documents.remove]] enlève un document erroné tant que la tâche n’est pas en vérification.
4. Appuyez sur [[tasks:submit]]. Une tâche obligatoire demande au moins un document, et la soumission demande une connexion.

## La vérification
L’organisateur approuve la tâche (elle est alors [[tasks:state.completed]]) ou la renvoie avec un commentaire qui dit ce qui manque. Une tâche renvoyée repasse [[tasks:state.inProgress]] : ajoutez ce qui manque et soumettez-la de nouveau.
`,
  },
  {
    id: 'support',
    title: 'Assistance et sauvegarde de diagnostic',
    summary: 'Obtenir de l’aide et récupérer les contacts non envoyés d’un téléphone en panne ou réinitialisé.',
    body: `
Ce manuel répond à la plupart des questions : cherchez-y avec le champ au-dessus du sommaire. [[manual:whatsNew.title]] (dans [[common:nav.settings]] et à côté du sommaire) liste les changements de chaque version, et [[common:menu.guide]] dans le menu montre de nouveau les écrans principaux.

## La sauvegarde de diagnostic
Sur le téléphone, ouvrez [[common:nav.userSupport]] dans le menu : vous y voyez si tout ce que contient cet appareil est parvenu au serveur. [[support:actions.backup.button]] crée un fichier avec ce qui n’est peut-être pas encore sur le serveur : modifications non envoyées, photos et mémos vocaux en attente d’envoi, état de synchronisation, erreurs récentes et versions. Vos données de connexion n’y sont jamais, mais les coordonnées de vos contacts oui : [[support:backup.save]] le garde sur le téléphone, et [[support:backup.share]] ou [[support:actions.contact.button]] l’envoie uniquement à votre contact d’assistance.

## Restaurer les contacts non envoyés
Un téléphone est tombé en panne avec des contacts qu’il n’a pas pu envoyer, ou il a fallu réinstaller l’application ? Sur un autre téléphone, ou sur le même après réinstallation, ouvrez [[common:nav.userSupport]], choisissez [[support:actions.restore.button]] puis le fichier. Leadstand le vérifie et montre ce qu’il contient ; après votre confirmation, il envoie les modifications en attente au serveur une seule fois : restaurer de nouveau le même fichier, ou le retour en ligne du téléphone d’origine, ne double rien. Vous pouvez restaurer votre propre sauvegarde ; celle d’un collègue, seul un administrateur de votre entreprise le peut.

## Quand quelque chose ne fonctionne pas
- Vérifiez l’état de synchronisation des contacts, voir [Travailler hors ligne et synchroniser](offline).
- Rechargez l’application, ou mettez-la à jour quand une nouvelle version est proposée.
- Demandez à l’administrateur de votre entreprise les droits et sections qui manquent : l’organisateur décide des sections que votre entreprise utilise.
`,
  },
];

export default pages;
