export { CONTENT_ADMIN } from '../../src/domain/access';
