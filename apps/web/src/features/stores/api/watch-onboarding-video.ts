import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnerDetail } from '../types';
import { storeKeys } from './keys';

interface WatchOnboardingVideoResponse {
  ok: true;
  isWatchedOnboardingVideo: true;
}

/** Records that the owner watched the onboarding video. */
export function watchOnboardingVideo(): Promise<WatchOnboardingVideoResponse> {
  return api.post<WatchOnboardingVideoResponse>('services/owner/watch-onboarding-video/');
}

export function useWatchOnboardingVideo(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: watchOnboardingVideo,
    onSuccess: () =>
      queryClient.setQueryData<OwnerDetail>(storeKeys.ownerDetail(ownerId), (owner) =>
        owner ? { ...owner, isWatchedOnboardingVideo: true } : owner,
      ),
  });
}
