/**
 * 0012: what a colleague who met a visitor later sees of the connection (docs/decisions.md, "A
 * colleague's lead"). Each scanner of a connection records the exhibitor's version at which they
 * first captured it: without showAllConnections, they see the connection's notes, stages,
 * answers, shared content and meetings written at or after that version, never the earlier ones.
 * Scanners recorded before this migration keep seeing everything (since_version 0).
 */
export default `
alter table connection_scanners add column since_version bigint not null default 0;
`;
