import {
  APP_EVENT,
  type AppReplies,
  type AppRequestType,
  type AppToPageMessage,
  type PageToAppMessage,
  REPLY_TIMEOUT_MS,
} from '../../../shared/app/bridge.ts';

/** The page's side of shared/app/bridge.ts: sends messages, awaits replies, hears the app's events. */
export interface AppBridge {
  post(message: PageToAppMessage): boolean;
  /** The reply, or undefined if the app has no bridge, answers an error, or is silent too long. */
  request<T extends AppRequestType>(
    type: T,
    extra?: Omit<Extract<PageToAppMessage, { type: T }>, 'type' | 'id'>,
  ): Promise<AppReplies[T] | undefined>;
  on(listener: (message: AppToPageMessage) => void): () => void;
}

interface NativeHosts {
  ReactNativeWebView?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { bosunApp?: { postMessage(json: string): void } } };
  BosunAppBridge?: { postMessage(json: string): void };
}

function nativePost(json: string): boolean {
  const hosts = window as unknown as NativeHosts;
  const target =
    hosts.ReactNativeWebView ?? hosts.webkit?.messageHandlers?.bosunApp ?? hosts.BosunAppBridge ?? undefined;
  if (!target) return false;
  target.postMessage(json);
  return true;
}

let counter = 0;

export function createAppBridge(): AppBridge {
  const pending = new Map<string, (reply: Record<string, unknown> | undefined) => void>();
  const listeners = new Set<(message: AppToPageMessage) => void>();
  window.addEventListener(APP_EVENT, (event) => {
    const message = (event as CustomEvent<AppToPageMessage>).detail;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'reply') {
      const resolve = pending.get(message.replyTo);
      pending.delete(message.replyTo);
      resolve?.('error' in message && message.error ? undefined : (message as Record<string, unknown>));
      return;
    }
    for (const listener of listeners) listener(message);
  });
  const post = (message: PageToAppMessage) => nativePost(JSON.stringify(message));
  return {
    post,
    request(type, extra) {
      counter += 1;
      const id = `${type}-${counter}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(undefined);
        }, REPLY_TIMEOUT_MS);
        pending.set(id, (reply) => {
          clearTimeout(timer);
          resolve(reply as never);
        });
        if (!post({ type, id, ...extra } as PageToAppMessage)) {
          clearTimeout(timer);
          pending.delete(id);
          resolve(undefined);
        }
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
