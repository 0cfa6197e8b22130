/** Query keys of the order request pages. */
export const approvalKeys = {
  all: ['approvals'] as const,
  request: (actorType: string, uuid: string) => ['approvals', actorType, uuid] as const,
};
