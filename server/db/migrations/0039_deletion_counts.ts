/**
 * 0039: a deletion in the audit log counts its row (issue #29, finding 33). A deleted connection
 * was recorded without a count, so the log showed "–"; it is one row, as an erasure is.
 */
export default `
update audit_log set row_count = 1 where action = 'connection.deleted' and row_count is null;
`;
