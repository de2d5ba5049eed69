export const messages = {
  hello: 'Hello',
  bye: 'Goodbye',
};

export function t(key) {
  return messages[key] ?? key;
}
