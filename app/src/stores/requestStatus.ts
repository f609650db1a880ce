/** §3 "Request status: init, pending, succeeded, failed". */
export const requestStatuses = ['init', 'pending', 'succeeded', 'failed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
