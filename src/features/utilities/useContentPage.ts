import { useCallback, useEffect } from 'react';
import type { ContentKind, ContentPage } from '@/engine/content/pages';
import type { ContentOfKind } from '@/engine/content/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectContentRead, utilitiesActions } from '@/store/utilitiesSlice';

export type ContentState<K extends ContentKind> =
  { status: 'loading' } | { status: 'ready'; content: ContentOfKind[K] } | { status: 'failed'; message: string };

/**
 * A utilities page's content for the host brand, read when the page opens (store/utilitiesSlice,
 * sagas/utilitiesSaga); `retry` reads again after a failure.
 * @param page - the page of schemas/content
 */
export function useContentPage<K extends ContentKind>(page: ContentPage): { state: ContentState<K>; retry: () => void } {
  const dispatch = useAppDispatch();
  const read = useAppSelector(selectContentRead(page));
  useEffect(() => {
    dispatch(utilitiesActions.contentRequested(page));
  }, [dispatch, page]);
  const retry = useCallback(() => dispatch(utilitiesActions.contentRequested(page)), [dispatch, page]);
  const state: ContentState<K> =
    read?.status === 'ready'
      ? { status: 'ready', content: read.data as unknown as ContentOfKind[K] }
      : read?.status === 'failed'
        ? read
        : { status: 'loading' };
  return { state, retry };
}
