import { debounce, pick, throttle } from 'lodash-es';

export const onScroll = throttle(() => render(), 100);
export const onType = debounce(() => search(), 300);
