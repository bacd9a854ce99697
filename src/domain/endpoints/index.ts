/**
 * Every declared endpoint, from each area's declarations. The security tests (the authorization
 * matrix, the fuzz test) check that each is served, so none can be declared and left out of them;
 * the server refuses to serve one outside the paths it lists (src/domain/server-paths.ts).
 */
import type { Endpoint } from './define';
import * as account from './account';
import * as agenda from './agenda';
import * as apiAccess from './api-access';
import * as attendees from './attendees';
import * as audit from './audit';
import * as config from './config';
import * as contents from './contents';
import * as followUp from './follow-up';
import * as guests from './guests';
import * as meetingRoom from './meeting-room';
import * as organiser from './organiser';
import * as organiserExhibitors from './organiser-exhibitors';
import * as organiserProgramme from './organiser-programme';
import * as organiserShop from './organiser-shop';
import * as organiserTasks from './organiser-tasks';
import * as organiserVisitors from './organiser-visitors';
import * as orders from './orders';
import * as privacy from './privacy';
import * as questions from './questions';
import * as session from './session';
import * as tasks from './tasks';
import * as team from './team';

const isEndpoint = (x: unknown): x is Endpoint => typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'access' in x;

export const ENDPOINTS: readonly Endpoint[] = [account, agenda, apiAccess, attendees, audit, config, contents, followUp, guests, meetingRoom, organiser, organiserExhibitors, organiserProgramme, organiserShop, organiserTasks, organiserVisitors, orders, privacy, questions, session, tasks, team].flatMap((area) => Object.values(area).filter(isEndpoint));
