import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOnboardingVideoWatched } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import type { OwnerDetail } from '../types';
import { storeKeys } from './keys';

/** Records that the owner watched the onboarding video. */
export function watchOnboardingVideo(): Promise<TOnboardingVideoWatched> {
  return api.post<TOnboardingVideoWatched>('services/owner/watch-onboarding-video/');
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
