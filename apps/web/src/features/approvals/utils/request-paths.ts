import type { ApprovalAction, ApprovalActorType } from '../types';

/** The API path of a request as one side's link opens it. */
export function requestApiPath(
  actorType: ApprovalActorType,
  uuid: string,
  action?: ApprovalAction,
) {
  const base = `services/purchase/${encodeURIComponent(actorType)}/${encodeURIComponent(uuid)}/`;
  return action ? `${base}${action}/` : base;
}

/** Spec: after an action the user goes to /:actorType/:action/. */
export function confirmationPath(actorType: ApprovalActorType, action: ApprovalAction) {
  return `/${actorType}/${action}/`;
}
