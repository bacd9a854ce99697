/** The manual in English (the source: the other languages follow its pages and sections). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Log in, find your way around and get your booth ready before the show opens.',
    body: `
Leadstand captures the leads of your trade-show booth: your team scans visitors' badges, qualifies each conversation and follows it up, on phones at the booth and on a laptop afterwards. It works without an internet connection too, see [Working offline and syncing](offline).

## Logging in
- **Administrators** receive a login link from the organiser. Later you can log in on the login page with [[login:tab.email]]: enter your address, press [[login:email.submit]], then open the link or type the 6-digit code from the e-mail.
- **Team members** receive an e-mail when you add them to the team. The link logs them in; invited colleagues first confirm their name.
- [[team:view.licences]] log a phone in without an account: scan the QR code on the licence card with the phone's camera (or choose [[login:tab.licence]] on the login page). The phone asks [[login:finalize.nameEmail.title]] for a name and e-mail address, then [[login:finalize.nameEmail.submit]].

At the first login you accept the organiser's terms of use. If your company uses two-factor authentication, you also enter a second code.

## Finding your way around
On a laptop the menu is always on the left, grouped into [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] and [[common:nav.group.support]]. On a phone the bar at the bottom holds the main destinations; everything else is under [[common:nav.more]]. You only see the sections your company uses and your permissions allow.

Below your name, at the bottom of the menu, are the account functions: [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (a QR code that logs another device in as you), [[common:menu.myBadge]], [[common:menu.guide]] and [[common:menu.logout]]. Under [[common:nav.settings]] you choose the language, the time zone times are shown in and two-factor authentication.

## Getting ready for the show
The [[common:nav.dashboard]] shows [[dashboard:setup.title]] with the steps that are still open:
1. [[dashboard:setup.content.title]]: what visitors see of you, see [Content and follow-up](content).
2. [[dashboard:setup.questions.title]]: what your team asks every visitor, see [Setting up questions](questions).
3. [[dashboard:setup.team.title]]: the colleagues who work the booth, see [Team and licences](team).

Below the steps, the dashboard counts your leads: today and in total, leads per hour, the follow-up funnel, ratings and leads per team member.

> Install Leadstand on the booth phones before the show (in the browser menu: "Add to home screen" or "Install app") and log in once with a connection: from then on it opens and captures leads without one.
`,
  },
  {
    id: 'scanning',
    title: 'Scanning badges',
    summary: "Capture a visitor with the phone's camera, a barcode scanner, NFC or the typed badge code.",
    body: `
Every visitor's badge carries a QR code or barcode and a badge code of three groups of five letters, such as abcde-jklmn-stuvw. However you capture it, the connection is saved on the device at once and appears at the top of [[common:nav.connections]].

## With the camera
1. Open [[common:nav.connections]] and press [[connections:scan.start]].
2. Hold the badge's QR code or barcode inside the frame. The phone beeps or vibrates, and the visitor's name appears.
3. Keep scanning: the counter shows how many you scanned. Close the scanner when you are done.

[[connections:scan.sound]] switches the beep on and off, [[connections:scan.torch]] lights up dark badges, and [[connections:scan.switchCamera]] changes between the front and back cameras.

If the camera is blocked, allow camera access for this site in the browser settings and choose [[connections:scan.tryAgain]]. Meanwhile, use [[connections:scan.typeCode]].

## With a barcode scanner
A USB or Bluetooth barcode scanner works like a keyboard. Click into the [[connections:add.label]] field above the list and scan: the scanner types the code and Enter, and the connection is added. Leave the cursor in the field and scan the next badge.

## With the typed code
Type the code printed on the badge into [[connections:add.label]] and press [[connections:add.submit]]. Capitals, spaces and dashes do not matter. Leadstand checks the code while you type: the first group starts with a letter from a to h, the second from j to r, the third from s to z, and the letters i and o never appear.

## With NFC
On Android phones with NFC, [[connections:scan.nfc]] in the scanner reads badges with a chip: hold the badge to the back of the phone.

## What the messages mean
- **Already scanned**: a colleague or you met this visitor before. The new meeting is added to the connection's history.
- **This badge belongs to another event**: switch event in the menu to scan it there.
- **No scan licence**: your company has no licence for this event yet. Scans are saved, and the visitor's details show once a licence is active.
- **The event has ended**: no more scanning. You can still read, qualify and export your connections.
- **Not on the visitor list**: the code is not known to this device. The server checks it at the next sync; correct the code if it was mistyped.
`,
  },
  {
    id: 'offline',
    title: 'Working offline and syncing',
    summary: 'What works without a connection, how your changes reach the server, and what the sync states mean.',
    body: `
Trade-show halls often have poor reception. Leadstand keeps everything you capture on the device first and sends it to the server as soon as it can. You never have to wait for the network.

## What works offline
Scanning and typing badge codes, notes, voice memos and photos, answers, ratings, stages, choosing content to share and follow-up e-mails all work offline. Searching and exporting the connections on the device work too.

Some screens need the server and show [[common:offline.title]]: the team, questions, content, guests, API access, the audit log and this manual. They open as soon as you are back online.

> Open the app once with a connection before the show: it then downloads the questions, the content and the event's visitor list, so that names appear at once when you scan.

## How syncing works
Changes are sent in the order you made them, in the background, also while you keep working. The top of [[common:nav.connections]] shows how many changes are waiting to sync and when the last sync was. [[connections:list.refresh]] syncs at once. Changes by your colleagues arrive the same way.

## Sync states
Each connection shows its state:
- [[connections:sync.state.completed]]: on the server.
- [[connections:sync.state.pending]]: kept on this device; it is sent as soon as there is a connection.
- [[connections:sync.state.modified]]: a note to it is being written on this device and is not saved yet. The text is kept while you type, also if the app closes; save or discard it on the Notes tab.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] or [[connections:sync.state.invalid]]: the server did not take it. Open the connection to read why; the filter [[connections:list.needsAttention]] lists all of them.

After a sync, the list sums up what the server said about your scans under [[connections:syncSummary.title]]: how many have no licence (their details show once a licence is active), belong to another event or are not on the visitor list, with a link to them. Dismiss it; it comes back only when there are more.

## Keeping your data safe
- Do not log out or clear the browser's data while changes are waiting: Leadstand asks before logging out with unsent changes.
- When storage on the device runs low, Leadstand warns you. Connect to sync and free some space.
- When a new version is available, a notice offers to update. Updating keeps everything on the device.
- If a phone breaks or must be reset with unsent leads on it, a diagnostic backup rescues them, see [Support and diagnostic backup](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Qualifying leads',
    summary: 'Notes, voice memos, photos, questions, rating and stage: record what the conversation was about.',
    body: `
Open a connection from [[common:nav.connections]] to qualify it. Its tabs are [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] and [[connections:tabs.content]]; on a laptop also [[connections:tabs.stage]] and [[connections:tabs.registration-questions]] (on a phone they are part of [[connections:tabs.details]]). Everything works offline.

## Notes, voice memos and photos
On [[connections:tabs.notes]], write under [[connections:notes.add]] and press [[connections:notes.save]]. [[connections:notes.media.record]] records what the visitor said (press again to stop), and [[connections:notes.media.photo]] takes a picture of a business card or a sketch on a napkin. Files upload in the background once there is a connection; until then they stay on the device.

## Questions
On [[connections:tabs.questions]] you answer your company's qualifying questions. Some take one answer, some several, some your own words; [[connections:questions.other]] lets you write an answer of your own. Press [[connections:questions.save]].

## Rating
Each answer adds points, and the points rate the lead [[connections:rating.hot]], [[connections:rating.warm]] or [[connections:rating.cold]] (see [Setting up questions](questions) for the rules). [[connections:rating.how]] explains the points. The person who scanned the visitor can override it with [[connections:rating.override]].

## Stage
The stage follows the lead after the show: [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] or [[connections:stages.longterm]]. Choose the [[connections:stage.new]], add a comment if you like, and press [[connections:stage.save]]. The [[connections:stage.history]] lists every change with its date.

## Details and registration
[[connections:tabs.details]] shows the visitor's contact data (with [[connections:detail.call]], [[connections:detail.mail]] and [[connections:detail.website]]), when and by whom they were scanned, colleagues who also met them, and the consent they gave when registering. [[connections:tabs.registration-questions]] shows the answers they gave when registering for the show.

## Deleting
[[connections:delete.button]] removes a connection; [[connections:delete.undo]] in the notice brings it back as long as the deletion has not been sent. Only the person who scanned it first, or an administrator, may delete a connection.
`,
  },
  {
    id: 'team',
    title: 'Team and licences',
    summary: 'Add your colleagues, set what each may do, and give phones scan licences.',
    body: `
Administrators manage the booth's people under [[common:nav.users]] (in [[common:nav.group.setup-tasks]]). The screen has three views: [[team:view.members]], [[team:view.licences]] and [[team:view.import]].

## Adding a team member
1. Press [[team:add.button]].
2. Enter first name, last name and e-mail address, and the language of their e-mails.
3. Choose how they join: [[team:join.invite]] (they confirm their name and accept the terms from the e-mail) or [[team:join.register]] (the account exists now; the e-mail holds a login link).
4. Tick what they may do, then press [[team:add.submit]].

## Permissions
- [[team:permission.admin]]: everything, including the team, questions and content.
- [[team:permission.createConnections]]: scans badges and qualifies leads.
- [[team:permission.showAllConnections]]: sees the colleagues' leads too.
- [[team:permission.exportConnections]]: downloads and mails the leads.
- [[team:permission.companyConversations]]: reads and answers the company's messages.
- [[team:permission.tasks]]: works on the organiser's tasks.

Open a member to change their [[team:detail.edit]], [[team:detail.resendInvite]] or [[team:detail.resendLink]], or [[team:detail.remove]]. The connections they scanned stay with your company.

## Importing the team
Under [[team:view.import]], choose a CSV or Excel file with one person per row (at most 1,000) and the column names in the first row: first name, last name, e-mail address and, if you like, phone, company, language and permissions. Leadstand checks every row before importing. People already on the team are kept as they are.

## Scan licences
A licence's QR code logs a phone in to scan for your company, without an account, for temporary staff or a shared booth phone. Each phone takes a seat until you [[team:licences.release]] it; its leads are sent first. [[team:licences.print]] prints one QR code per licence to lay out at the booth.

## Badges
Where the organiser sells badges, choose the badge each member wears and how many complimentary badges they may give to guests. More badges can be ordered in the [[team:shopLink]]; your orders and invoices are under [[common:nav.orders]].
`,
  },
  {
    id: 'questions',
    title: 'Setting up questions',
    summary: 'The qualifying questions your team asks, and the points that rate each lead hot, warm or cold.',
    body: `
Under [[common:nav.questions]] (in [[common:nav.group.setup-tasks]]) administrators set the questions the team asks at the booth. They reach every device at its next sync and then work offline.

## Adding a question
1. Press [[questions:new.button]].
2. Write the question in English, then choose the [[questions:field.type]]: [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (quickest at the booth) or [[questions:type.open]].
3. List the [[questions:field.options]] and give each 0 to 3 points. Tick [[questions:field.allowOther]] if an answer of their own makes sense.
4. Under [[questions:translations]], translate the question and its answers. Your team sees them in their own language; where none is given, in English.
5. Press [[questions:save]].

Change the order with the arrows beside each question. The organiser may limit how many questions you can add.

## Switching off or deleting
Untick [[questions:field.enabled]] to stop asking it: the answers given so far stay. [[questions:delete.button]] removes the question together with its answers.

If you change or remove answers that connections already hold, Leadstand asks first and then takes the removed answers out on every device.

## Rating rules
A lead's points are the sum of its answers' points. Under [[questions:rules.title]], set [[questions:rules.hotFrom]] and [[questions:rules.warmFrom]]; below that a lead is cold. Before you press [[questions:rules.save]], the preview shows how the answered leads would be rated.

> The dashboard's [[dashboard:calibration]] compares the rating with the stage each lead reached. If cold leads are often quoted or sold, tune the points.
`,
  },
  {
    id: 'content',
    title: 'Content and follow-up',
    summary: 'Your booth page, company profile and products, sharing them at the booth, and the follow-up e-mail.',
    body: `
Under [[common:nav.contents]] administrators describe what visitors see of the company. Each entry gets its own page for visitors, with a QR code.

## Booth page, profile and products
- [[contents:group.partner.title]]: your front page with logo, banner, where to find you, opening times and a contact person. It lists your public products.
- [[contents:group.profile.title]]: who you are: about you, references, sustainability, careers.
- [[contents:group.product.title]]: what your team shows at the booth, with attachments (data sheets, images, videos under 100 MB each), links and tags.

[[contents:public]] entries are listed on your booth page; the others open only for those given their link. [[contents:copyLink]] and [[contents:downloadQr]] let you print the page for the booth or put it in a mail.

## Sharing at the booth
On a connection's [[connections:tabs.content]] tab, tick [[connections:content.share]] beside what the visitor was interested in. The choice is kept with the connection for the follow-up, and it works offline. [[connections:content.showPage]] shows a QR code that the visitor scans with their own phone.

## The follow-up e-mail
Under [[common:nav.followUp]] you write the e-mail your team sends visitors, in each of the six languages. Placeholders such as the visitor's name are filled in, and the shared items and an unsubscribe link are added by themselves. [[contents:followUp.preview]] shows the mail as the visitor gets it; [[contents:followUp.reset]] undoes your own text.

On the connection's [[connections:tabs.content]] tab, the team chooses the language and [[connections:followUp.sendNow]] or [[connections:followUp.sendEndOfDay]]. End-of-day mails go out at the time set under [[contents:followUp.batchTitle]]. The tab shows whether the mail was sent, and why not if it was not.
`,
  },
  {
    id: 'guests',
    title: 'Guests and registration links',
    summary: 'Invite your customers to the show: they register on your own page and receive their badge.',
    body: `
Under [[common:nav.guests]] you invite your own customers. They register on a page of yours, confirm their e-mail address and receive their badge, which the booth then scans like any other. The tabs are [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] and [[guests:tab.codes]], as far as the organiser allows them.

## Registration links
1. On [[guests:tab.links]], press [[guests:links.new]].
2. Give it a name, a description for your guests and a [[guests:links.type]] (for example VIP).
3. If only guests with a code may register, tick [[guests:links.codeRequiredLabel]].
4. Press [[guests:links.create]], then [[contents:copyLink]] to send it, or [[guests:links.qrShow]] for a flyer.

## The registration form
Every registration page asks for name, e-mail address and company. On [[guests:tab.form]] you add your own questions (with translations). Each change is saved at once; [[guests:form.preview.open]] shows the form as guests see it.

## Action codes
On [[guests:tab.codes]] you create codes for free tickets: [[guests:codes.kinds.limited]] codes stop after their number of uses, [[guests:codes.kinds.unlimited]] ones do not. [[guests:codes.batch]] makes many single-use codes at once and downloads them as a CSV file, for example one per customer in a mailing. Mark the codes you gave away as [[guests:codes.distributed]].

## Registrants
[[guests:tab.registrants]] lists everyone who registered through your links or whom you invited, with their state ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) and whether they came to the show. [[guests:registrants.invite]] sends a personal invitation by e-mail. The actions of each guest send the badge, invitation or confirmation again, change the registration type, or hold a registration (the badge then stops working). [[guests:registrants.export.label]] downloads the list as CSV or Excel.
`,
  },
  {
    id: 'meetings',
    title: 'Meetings and messages',
    summary: 'Times to meet, meeting requests, online meetings, messages and notifications.',
    body: `
Where your company uses meetings, the [[common:nav.agenda]] group of the menu holds your calendar, the attendees, messages and notifications.

## Times to meet
Under [[common:nav.agenda]], open the availability settings and add the times you can meet, [[agenda:availability.onsite]] (within the show's opening hours) or [[agenda:availability.online]]. Visitors and colleagues ask for meetings in these times. Your booking page lets visitors book a time without the app: print its QR code for the booth.

## Asking for a meeting
- With a visitor: in [[common:nav.attendees]], find them and choose [[agenda:request.open]] beside their name. [[attendees:row.connect]] sends a connection request instead.
- With colleagues: in the [[common:nav.agenda]], choose [[agenda:request.open]], pick the start, duration and who to meet, and press [[agenda:request.send]].

The others [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] or [[agenda:meeting.action.propose]]. The agenda shows every meeting by [[agenda:agenda.view.day]], [[agenda:agenda.view.week]] or as a [[agenda:agenda.view.list]]; [[agenda:meeting.action.ics]] puts a meeting in your own calendar.

## Online meetings
For an online or hybrid meeting, [[agenda:meeting.action.join]] opens the meeting room in the browser, with camera and microphone. Allow both when the browser asks.

## Messages
Staff write to colleagues and visitors under [[common:nav.messages]]: [[messages:box.private]], the [[messages:box.company]] (with that permission) and the [[messages:box.archived]]. [[messages:new.open]] starts a conversation; [[messages:action.recall]] takes back a message you sent. Drafts are kept on the device.

## Notifications
The bell at the top shows meeting requests, answers, messages and reminders. [[messages:notifications.markAllRead]] clears the count.
`,
  },
  {
    id: 'exporting',
    title: 'Exporting leads',
    summary: 'Download your connections as Excel or CSV, or have them mailed to you.',
    body: `
People with the [[team:permission.exportConnections]] permission take the leads out of Leadstand from [[common:nav.connections]]. For a CRM that should receive them automatically, see [API access for a CRM](api-access).

## Downloading
1. In [[common:nav.connections]], search and filter the list to the leads you want: the export takes the list as shown.
2. Press [[connections:export.button]] and choose [[connections:export.xlsx]] or [[connections:export.csv]].

The file holds the contact data, scan time and who scanned, stage, rating, answers, notes and the content to share. Columns that are empty for every exported lead are left out unless you tick [[connections:export.allFields]]. Exporting works offline from what the device holds.

## By e-mail
[[connections:export.email]] mails the file to your own address, for example from a phone at the booth. The first time, confirm your address with the 6-digit code Leadstand mails to it. Offline, the e-mail goes as soon as there is a connection. A limited number of mailed exports per day is allowed.

## Good to know
- Every export is recorded in the [[common:nav.audit]].
- The organiser erases the event's leads at the end of their retention period: the date shows above the list. Export what you need before then.
`,
  },
  {
    id: 'privacy',
    title: 'Privacy and the audit log',
    summary: "Visitors' consent and rights, erasing a visitor, and who did what with your leads.",
    body: `
Visitors agree to the organiser's terms when they register; the connection's [[connections:tabs.details]] shows this consent. Use their data only to follow up your conversation.

## A visitor's rights
When a visitor asks what you hold about them, open their connection. Under [[connections:privacy.title]]:
- [[connections:privacy.exportHtml]] gives a page with everything your company recorded about them; [[connections:privacy.exportJson]] gives the same as data.
- [[connections:privacy.erase]] erases the connection with its notes, voice memos, photos, answers, stages and meetings, on the server at once and on every device of your team at its next sync. This cannot be undone.

These functions need a connection to the server.

## The audit log
The [[common:nav.audit]] (in [[common:nav.group.service-center]]) lists who exported, mailed, deleted or erased leads, when and how many, and what the retention period erased. It holds no visitor data.
`,
  },
  {
    id: 'api-access',
    title: 'API access for a CRM',
    summary: 'Let your CRM fetch the leads and receive webhooks, with API accounts you manage.',
    body: `
Under [[common:nav.apiAccess]] (in [[common:nav.group.service-center]], on a laptop) administrators create API accounts for the company's CRM or other systems. The organiser switches this section on. [[apiAccess:reference]] opens the API's interactive reference.

## API accounts
[[apiAccess:create.button]] makes an account with a client ID and a client secret. The secret is shown only once, right after the account is made or after [[apiAccess:account.regenerate]]: copy it to your CRM straight away. Note in the comments what the account is for; their first line names it in the list. [[apiAccess:account.disable]] refuses the account's secret and tokens and stops its webhooks until you choose [[apiAccess:account.enable]].

Under [[apiAccess:field.restriction]], choose [[apiAccess:field.restrictionOption.selection]] to accept requests only from IPv4 or IPv6 addresses and ranges such as 203.0.113.0/24. Requests from any other address are refused, even with the right secret.

## Fetching leads
Your CRM asks for a token with the client credentials (OAuth 2.0) at /api/v1/oauth/token; a token is valid for 15 minutes. With it, /api/v1/connections gives your company's connections with contact data, notes, stage history, answers, rating and consent, page by page. Pass the last "changed since" value to get only what changed, and the connections removed since, so the CRM stays in step.

## Webhooks
[[apiAccess:webhook.add]] registers an https address that is called when a connection is created, updated or erased, for the events you choose. Each webhook has its own signing secret, shown once when it is added. Each delivery carries the headers X-Leadstand-Timestamp and X-Leadstand-Signature: an HMAC-SHA256 of the timestamp, a full stop and the body, made with that signing secret. Check it and refuse old timestamps. When your system does not answer, Leadstand tries again for about 20 minutes, and the account shows each webhook's last delivery.

> Treat the client secret like a password. If it may have leaked, regenerate it: the old one stops working at once.
`,
  },
  {
    id: 'tasks',
    title: 'Tasks from the organiser',
    summary: 'What the organiser asks of your company, with documents to upload and a review.',
    body: `
The organiser may ask things of your company before the show: the stand design, an insurance certificate, a hazard assessment. They appear under [[common:nav.tasks]] (in [[common:nav.group.setup-tasks]]) for administrators and people with the [[team:permission.tasks]] permission.

## The task list
Tasks are grouped by category: [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] and [[tasks:category.completed]]. Each shows its due date, whether it is [[tasks:mandate.required]] or [[tasks:mandate.optional]], and the organiser's additional information.

## Working on a task
1. Press [[tasks:upload.choose]] and choose the document asked for: a JPEG, PNG, GIF or PDF file under 100 MB. You can also drop a file on the task.
2. The upload continues where it stopped when the connection drops. Offline, the document waits on the device and uploads when you are back online.
3. [[tasks:documents.remove]] takes a wrong document away again, as long as the task is not in review.
4. Press [[tasks:submit]]. A required task needs at least one document, and submitting needs a connection.

## The review
The organiser approves the task (it is then [[tasks:state.completed]]) or sends it back with a comment that says what is missing. A task sent back is [[tasks:state.inProgress]] again: add what is needed and submit it again.
`,
  },
  {
    id: 'support',
    title: 'Support and diagnostic backup',
    summary: 'Get help, and rescue unsent leads from a phone that broke or was reset.',
    body: `
This manual answers most questions: search it with the field above the contents. [[manual:whatsNew.title]] (in [[common:nav.settings]] and beside the contents) lists the changes of each version, and [[common:menu.guide]] in the menu shows the main screens again.

## The diagnostic backup
On a phone, open [[common:nav.userSupport]] in the menu: it shows whether everything this device holds has reached the server. [[support:actions.backup.button]] makes one file with what may not be on the server yet: unsent changes, photos and voice memos waiting to upload, the sync state, recent errors and the versions. Your login is never in it, but your leads' details are: [[support:backup.save]] keeps it on the phone, and [[support:backup.share]] or [[support:actions.contact.button]] sends it to your support contact only.

## Restoring unsent leads
A phone broke with leads it could not send, or the app had to be reinstalled? On another phone, or on the same one after reinstalling, open [[common:nav.userSupport]], choose [[support:actions.restore.button]] and pick the file. Leadstand checks it and shows what it holds; after you confirm, it sends the unsent changes to the server exactly once: restoring the same file again, or the original phone coming back online, doubles nothing. You can restore your own backup; a colleague's, only an administrator of your company.

## When something does not work
- Check the sync state of the connections, see [Working offline and syncing](offline).
- Reload the app, or update it when a new version is offered.
- Ask your company's administrator about permissions and sections that are missing: the organiser decides which sections your company uses.
`,
  },
];

export default pages;
