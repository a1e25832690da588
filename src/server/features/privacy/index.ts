export { erasePersonalData, exportPersonalData } from './personal-data';
export { RETENTION_CHECK_INTERVAL_MS, RETENTION_JOB, type RetentionRun, runRetention } from './retention';
