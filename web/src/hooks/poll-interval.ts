/**
 * How often a record that is being processed is read again (a new recording's flow, an open transcription). Its own
 * module, so the transcription page polls without loading the new-recording flow's code.
 */
export const POLL_MS = 1500;
