import type { ActivityPage, ActivityQuery } from '@ops/core/contract';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { activityKeys } from '../../../lib/cache/activity-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** Entries a page of the feed, and the most a second's question for what is new brings. */
export const activityPageSize = 50;
/** How often the feed asks for what was written since its newest entry (issue 30: "within a second"). */
export const activityLiveMs = 1_000;

type Feed = InfiniteData<ActivityPage, number | undefined>;

/** The feed with `fresh` (oldest first, as `after` answers) put on top of its first page. */
function withFresh(feed: Feed, fresh: ActivityPage['elements']): Feed {
  const [first, ...rest] = feed.pages;
  if (!first) return feed;
  const known = new Set(first.elements.map((entry) => entry.id));
  const added = [...fresh].reverse().filter((entry) => !known.has(entry.id));
  return { ...feed, pages: [{ ...first, elements: [...added, ...first.elements] }, ...rest] };
}

/**
 * The activity feed of `query`: newest first, each "Load more" one older page through the previous page's `next`
 * (keyset). While it is on view it asks every second, in one small request, for the entries written after its
 * newest one (`after`) and puts them on top; when more came than one answer holds, it reads the feed again.
 */
export function useActivityFeed(query: ActivityQuery) {
  const { clients } = useConsoleServices();
  const queryClient = useQueryClient();
  const feed = useInfiniteQuery({
    queryKey: activityKeys.feed(query),
    queryFn: ({ pageParam, signal }) =>
      clients.audit.listActivity({
        query: { ...query, limit: activityPageSize, ...(pageParam === undefined ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
  const newest = useRef(0);
  // The feed is ordered by time, then id; what `after` follows is the highest id on view.
  newest.current = Math.max(0, ...(feed.data?.pages[0]?.elements.map((entry) => entry.id) ?? []));
  useQuery({
    queryKey: activityKeys.since(query),
    queryFn: async ({ signal }) => {
      const fresh = await clients.audit.listActivity({
        query: { ...query, after: newest.current, limit: activityPageSize },
        signal,
      });
      if (fresh.elements.length >= activityPageSize) {
        await queryClient.resetQueries({ queryKey: activityKeys.feed(query), exact: true });
      } else if (fresh.elements.length > 0) {
        queryClient.setQueryData<Feed>(activityKeys.feed(query), (data) => data && withFresh(data, fresh.elements));
      }
      return Math.max(newest.current, ...fresh.elements.map((entry) => entry.id));
    },
    enabled: feed.isSuccess && !feed.isPlaceholderData,
    refetchInterval: activityLiveMs,
    staleTime: 0,
    gcTime: 0,
  });
  return feed;
}
