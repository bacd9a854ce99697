// Every output is read back with ical.js, a parser unrelated to ical-generator that wrote it, so
// the tests show another implementation reads what a calendar would.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, icsFileName, meetingInvitation, type IcsMeeting } from './ics';

// X-WR-CALNAME and NAME (RFC 7986) are TEXT, the type of any property a reader does not know (RFC
// 5545, 3.8.8.2); ical.js keeps unknown values raw unless told.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };
ICAL.design.icalendar.property['name'] = { defaultType: 'text' };

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;

function meeting(overrides: Partial<IcsMeeting> = {}): IcsMeeting {
  return {
    id: 'conv-1',
    subject: 'Stand talk',
    description: 'About the new catalogue.',
    location: 'Hall 3, stand B12',
    startsAt: '2026-07-01T08:00:00.000Z',
    endsAt: '2026-07-01T08:30:00.000Z',
    timeZone: 'Europe/Berlin',
    sequence: 3,
    state: 'invited',
    organizer: { name: 'Sam Exhibitor', email: 'sam@acme.example' },
    attendees: [
      { name: 'Jürgen Öztürk', email: 'juergen@visitor.example', response: 'needsAction' },
      { name: 'Ana Accepts', email: 'ana@visitor.example', response: 'accepted' },
      { name: 'Dan Declines', email: 'dan@visitor.example', response: 'declined' },
      { name: 'No Address', email: null, response: 'accepted' },
    ],
    updatedAt: '2026-06-20T12:34:56.000Z',
    ...overrides,
  };
}

/** Parses with ical.js after checking the physical form: CRLF lines of at most 75 octets. */
function parse(text: string): Component {
  expect(text.endsWith('END:VCALENDAR')).toBe(true);
  const badLines = text.split('\r\n').filter((line) => line.includes('\n') || Buffer.byteLength(line, 'utf8') > 75);
  expect(badLines).toEqual([]);
  return ICAL.Component.fromString(text);
}

function events(calendar: Component): Component[] {
  return calendar.getAllSubcomponents('vevent');
}

function onlyEvent(calendar: Component): Component {
  const all = events(calendar);
  expect(all).toHaveLength(1);
  return all[0]!;
}

function prop(component: Component, name: string): Property {
  const property = component.getFirstProperty(name);
  if (!property) throw new Error(`no ${name}`);
  return property;
}

function time(component: Component, name: string): InstanceType<typeof ICAL.Time> {
  const value = prop(component, name).getFirstValue();
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  return value;
}

function textValue(component: Component, name: string): string {
  return String(prop(component, name).getFirstValue());
}

/** DTSTART or DTEND: the zone it names, the VTIMEZONE ical.js resolved it with, and the instant. */
function zonedTime(calendar: Component, event: Component, name: 'dtstart' | 'dtend') {
  const property = prop(event, name);
  const value = time(event, name);
  const tzid = property.getParameter('tzid');
  const vtimezones = calendar.getAllSubcomponents('vtimezone').filter((vtz) => vtz.getFirstPropertyValue('tzid') === tzid);
  return {
    tzid,
    vtimezones: vtimezones.length,
    // The zone ical.js read the time in came from the file's VTIMEZONE (it has no zone data of its own).
    zoneFromFile: value.zone?.component === vtimezones[0],
    local: value.toString(),
    offsetHours: value.utcOffset() / 3600,
    instant: value.toJSDate().toISOString(),
  };
}

function attendeesOf(event: Component) {
  return event.getAllProperties('attendee').map((attendee) => ({
    address: String(attendee.getFirstValue()).toLowerCase(),
    cn: attendee.getParameter('cn'),
    partstat: attendee.getParameter('partstat'),
    rsvp: attendee.getParameter('rsvp'),
  }));
}

describe('meetingInvitation', () => {
  it('writes one REQUEST event with UID, SEQUENCE, organizer and the attendees who have an address', () => {
    const calendar = parse(meetingInvitation(meeting(), 'REQUEST'));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const event = onlyEvent(calendar);
    expect(event.getFirstPropertyValue('uid')).toBe('conv-1@leadstand');
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(textValue(event, 'summary')).toBe('Stand talk');
    expect(textValue(event, 'location')).toBe('Hall 3, stand B12');
    expect(time(event, 'dtstamp').toJSDate().toISOString()).toBe('2026-06-20T12:34:56.000Z');
    expect(time(event, 'dtstamp').zone?.tzid).toBe('UTC');
    expect(time(event, 'last-modified').toJSDate().toISOString()).toBe('2026-06-20T12:34:56.000Z');

    const organizer = prop(event, 'organizer');
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:sam@acme.example');
    expect(organizer.getParameter('cn')).toBe('Sam Exhibitor');

    expect(attendeesOf(event)).toEqual([
      { address: 'mailto:juergen@visitor.example', cn: 'Jürgen Öztürk', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' },
      { address: 'mailto:ana@visitor.example', cn: 'Ana Accepts', partstat: 'ACCEPTED', rsvp: undefined },
      { address: 'mailto:dan@visitor.example', cn: 'Dan Declines', partstat: 'DECLINED', rsvp: undefined },
    ]);
  });

  it.each([
    ['Europe/Berlin in summer', 'Europe/Berlin', '2026-07-01T08:00:00.000Z', '2026-07-01T08:30:00.000Z', '2026-07-01T10:00:00', 2],
    ['Europe/Berlin in winter', 'Europe/Berlin', '2026-12-01T08:00:00.000Z', '2026-12-01T08:30:00.000Z', '2026-12-01T09:00:00', 1],
    ['America/New_York in summer', 'America/New_York', '2026-07-01T14:00:00.000Z', '2026-07-01T15:00:00.000Z', '2026-07-01T10:00:00', -4],
    ['America/New_York in winter', 'America/New_York', '2027-01-15T15:00:00.000Z', '2027-01-15T16:00:00.000Z', '2027-01-15T10:00:00', -5],
  ])('writes %s as wall-clock time with its VTIMEZONE', (_label, timeZone, startsAt, endsAt, local, offsetHours) => {
    const calendar = parse(meetingInvitation(meeting({ timeZone, startsAt, endsAt }), 'REQUEST'));
    const event = onlyEvent(calendar);
    const start = zonedTime(calendar, event, 'dtstart');
    expect(start).toEqual({ tzid: timeZone, vtimezones: 1, zoneFromFile: true, local, offsetHours, instant: startsAt });
    const end = zonedTime(calendar, event, 'dtend');
    expect(end).toMatchObject({ tzid: timeZone, zoneFromFile: true, offsetHours, instant: endsAt });
  });

  it('describes daylight saving time with yearly rules of the meeting\'s year (the form Outlook reads)', () => {
    const rules = (timeZone: string) => {
      const calendar = parse(meetingInvitation(meeting({ timeZone }), 'REQUEST'));
      return calendar.getAllSubcomponents('vtimezone')[0]!.getAllSubcomponents().map((observance) => ({
        kind: observance.name,
        rrule: String(observance.getFirstPropertyValue('rrule')),
        from: String(observance.getFirstPropertyValue('tzoffsetfrom')),
        to: String(observance.getFirstPropertyValue('tzoffsetto')),
      }));
    };
    expect(rules('Europe/Berlin')).toEqual([
      { kind: 'standard', rrule: 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', from: '+02:00', to: '+01:00' },
      { kind: 'daylight', rrule: 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', from: '+01:00', to: '+02:00' },
    ]);
    expect(rules('America/New_York')).toEqual([
      { kind: 'standard', rrule: 'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', from: '-04:00', to: '-05:00' },
      { kind: 'daylight', rrule: 'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', from: '-05:00', to: '-04:00' },
    ]);
    expect(rules('Asia/Kolkata')).toEqual([{ kind: 'standard', rrule: 'null', from: '+05:30', to: '+05:30' }]);
  });

  it('does not depend on the server\'s own time zone', () => {
    const before = process.env.TZ;
    const text = meetingInvitation(meeting(), 'REQUEST');
    try {
      process.env.TZ = 'Pacific/Auckland';
      expect(meetingInvitation(meeting(), 'REQUEST')).toBe(text);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it.each([
    ['invited', 'TENTATIVE'],
    ['accepted', 'CONFIRMED'],
    ['declined', 'CANCELLED'],
    ['cancelled', 'CANCELLED'],
  ] as const)('gives an %s meeting STATUS:%s', (state, status) => {
    const event = onlyEvent(parse(meetingInvitation(meeting({ state }), 'REQUEST')));
    expect(event.getFirstPropertyValue('status')).toBe(status);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, same UID, asking no one to answer', () => {
    const calendar = parse(meetingInvitation(meeting({ state: 'accepted', sequence: 4 }), 'CANCEL'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = onlyEvent(calendar);
    expect(event.getFirstPropertyValue('uid')).toBe('conv-1@leadstand');
    expect(event.getFirstPropertyValue('sequence')).toBe(4);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(attendeesOf(event).map((a) => [a.address, a.rsvp])).toEqual([
      ['mailto:juergen@visitor.example', undefined],
      ['mailto:ana@visitor.example', undefined],
      ['mailto:dan@visitor.example', undefined],
    ]);
    expect(zonedTime(calendar, event, 'dtstart')).toMatchObject({ tzid: 'Europe/Berlin', instant: '2026-07-01T08:00:00.000Z' });
  });

  it('keeps text with commas, semicolons, line breaks and German and Turkish letters through escaping and folding', () => {
    const description = [
      'Guten Tag Herr Öztürk, wir freuen uns auf das Gespräch über Größen; Maße & Preise (Übersicht folgt).',
      'Merhaba Jürgen; İstanbul şubemiz, Çağlayan ve Ağaoğlu ile görüşmeyi öneriyor: ışık, ğ, ş, ü, ö, ç, İ, ı.',
      '',
      'Backslash \\ stays, "quotes" too; so does a tab\tand a very long word: Donaudampfschifffahrtsgesellschaftskapitänsmütze.',
    ].join('\n');
    const subject = 'Termin: Öztürk, Jürgen; İstanbul – Größe';
    const text = meetingInvitation(
      meeting({ subject, description, location: 'Halle 3; Stand B12, İstanbul Fuar Merkezi', organizer: { name: 'Ağaoğlu, Çağla', email: 'cagla@acme.example' } }),
      'REQUEST',
    );
    expect(text).toMatch(/\r\n [^\r\n]/); // long lines were folded
    const event = onlyEvent(parse(text));
    expect(textValue(event, 'summary')).toBe(subject);
    expect(textValue(event, 'description')).toBe(description);
    expect(textValue(event, 'location')).toBe('Halle 3; Stand B12, İstanbul Fuar Merkezi');
    expect(prop(event, 'organizer').getParameter('cn')).toBe('Ağaoğlu, Çağla');
    expect(attendeesOf(event)[0]?.cn).toBe('Jürgen Öztürk');
  });

  it('cannot be broken out of by a line break or quote in a name, and drops control characters', () => {
    const event = onlyEvent(
      parse(
        meetingInvitation(
          meeting({
            subject: 'Hi\r\nBEGIN:VALARM\u0007',
            attendees: [{ name: 'Eve "x"\r\nATTENDEE:mailto:evil@example.com', email: 'eve@visitor.example', response: 'needsAction' }],
          }),
          'REQUEST',
        ),
      ),
    );
    expect(textValue(event, 'summary')).toBe('Hi\nBEGIN:VALARM');
    expect(event.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(attendeesOf(event)).toEqual([{ address: 'mailto:eve@visitor.example', cn: "Eve 'x' ATTENDEE:mailto:evil@example.com", partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }]);
  });

  it('uses the link as the location of an online meeting that has none, and always as URL', () => {
    const url = 'https://leadstand.example/m/conv-1';
    const online = onlyEvent(parse(meetingInvitation(meeting({ location: '', online: true, url }), 'REQUEST')));
    expect(textValue(online, 'location')).toBe(url);
    expect(textValue(online, 'url')).toBe(url);
    const onSite = onlyEvent(parse(meetingInvitation(meeting({ location: '', url }), 'REQUEST')));
    expect(onSite.getFirstProperty('location')).toBeNull();
    expect(onSite.getFirstProperty('description')).not.toBeNull();
    const bare = onlyEvent(parse(meetingInvitation(meeting({ description: '' }), 'REQUEST')));
    expect(bare.getFirstProperty('description')).toBeNull();
    expect(bare.getFirstProperty('url')).toBeNull();
  });

  it('writes UTC where a local time would not name one instant: an unknown zone, the hour repeated in autumn', () => {
    for (const [timeZone, startsAt] of [
      ['Mars/Olympus_Mons', '2026-07-01T08:00:00.000Z'],
      // 01:30 on 1 November 2026 happens twice in New York: first in EDT, then in EST.
      ['America/New_York', '2026-11-01T05:30:00.000Z'],
      ['America/New_York', '2026-11-01T06:30:00.000Z'],
    ] as const) {
      const calendar = parse(meetingInvitation(meeting({ timeZone, startsAt, endsAt: '2026-11-01T09:00:00.000Z' }), 'REQUEST'));
      const event = onlyEvent(calendar);
      expect(prop(event, 'dtstart').getParameter('tzid')).toBeUndefined();
      expect(time(event, 'dtstart').zone?.tzid).toBe('UTC');
      expect(time(event, 'dtstart').toJSDate().toISOString()).toBe(startsAt);
      expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);
    }
  });

  it('rejects a meeting whose time is not an instant', () => {
    expect(() => meetingInvitation(meeting({ startsAt: 'soon' }), 'REQUEST')).toThrow(/startsAt/);
  });
});

describe('calendarFeed', () => {
  const feedMeetings = [
    meeting({ id: 'a', subject: 'Breakfast', state: 'accepted' }),
    meeting({ id: 'b', subject: 'Demo', startsAt: '2026-12-02T13:00:00.000Z', endsAt: '2026-12-02T14:00:00.000Z', state: 'invited' }),
    meeting({ id: 'c', subject: 'Call', timeZone: 'America/New_York', startsAt: '2026-07-03T14:00:00.000Z', endsAt: '2026-07-03T15:00:00.000Z', state: 'cancelled', sequence: 7 }),
  ];

  it('publishes every meeting, cancelled ones as CANCELLED, with one VTIMEZONE per zone and a refresh hint', () => {
    const text = calendarFeed('Sam – Demo Expo, Halle 3; 2026', feedMeetings);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(textValue(calendar, 'x-wr-calname')).toBe('Sam – Demo Expo, Halle 3; 2026');
    expect(textValue(calendar, 'name')).toBe('Sam – Demo Expo, Halle 3; 2026');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT15M\r\n');

    const written = events(calendar).map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      status: event.getFirstPropertyValue('status'),
      summary: event.getFirstPropertyValue('summary'),
      start: zonedTime(calendar, event, 'dtstart'),
      end: zonedTime(calendar, event, 'dtend').instant,
      organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
      attendees: event.getAllProperties('attendee').length,
    }));
    expect(written).toEqual(
      feedMeetings.map((m) => ({
        uid: `${m.id}@leadstand`,
        sequence: m.sequence,
        status: { accepted: 'CONFIRMED', invited: 'TENTATIVE', cancelled: 'CANCELLED', declined: 'CANCELLED' }[m.state],
        summary: m.subject,
        start: expect.objectContaining({ tzid: m.timeZone, vtimezones: 1, zoneFromFile: true, instant: m.startsAt }),
        end: m.endsAt,
        organizer: 'mailto:sam@acme.example',
        // iTIP's PUBLISH has no attendees.
        attendees: 0,
      })),
    );
    expect(calendar.getAllSubcomponents('vtimezone').map((vtz) => vtz.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin', 'America/New_York']);
  });

  it('is an empty calendar, still readable, for a person without meetings', () => {
    const calendar = parse(calendarFeed('Nobody', []));
    expect(events(calendar)).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('keeps a line break in the name from ending the line', () => {
    const calendar = parse(calendarFeed('Sam\r\nMETHOD:REQUEST', []));
    expect(calendar.getAllProperties('method').map((p) => p.getFirstValue())).toEqual(['PUBLISH']);
    expect(textValue(calendar, 'x-wr-calname')).toBe('Sam METHOD:REQUEST');
  });

  it('reads back the same instants in every zone the runtime knows, through the file\'s own VTIMEZONEs', () => {
    // Winter and summer, in both hemispheres.
    const instants = ['2026-01-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'];
    const zones = Intl.supportedValuesOf('timeZone');
    const all = zones.flatMap((timeZone, z) =>
      instants.map((startsAt, i) => meeting({ id: `${z}-${i}`, timeZone, startsAt, endsAt: startsAt, attendees: [] })),
    );
    const calendar = parse(calendarFeed('All zones', all));
    const wrong = events(calendar)
      .map((event, n) => ({ zone: all[n]!.timeZone, want: all[n]!.startsAt, got: time(event, 'dtstart').toJSDate().toISOString() }))
      .filter(({ want, got }) => want !== got);
    expect(wrong).toEqual([]);
    const withZone = events(calendar).filter((event) => prop(event, 'dtstart').getParameter('tzid'));
    expect(withZone.length).toBeGreaterThan(all.length * 0.9);
  });
});

describe('icsFileName', () => {
  it.each([
    ['Termin mit Jürgen Öztürk', 'Termin-mit-Jurgen-Ozturk.ics'],
    ['İstanbul: Straße/Größe ıı', 'Istanbul-Strasse-Grosse-ii.ics'],
    ['  ../../etc/passwd  ', 'etc-passwd.ics'],
    ['会議', 'meeting.ics'],
    ['', 'meeting.ics'],
  ])('turns %j into %j', (subject, name) => {
    expect(icsFileName(subject)).toBe(name);
  });

  it('keeps long names short', () => {
    expect(icsFileName('x'.repeat(500))).toMatch(/^x{1,80}\.ics$/);
  });
});
