export const messages = {
  hello: 'Hello',
  bye: 'Goodbye',
  thanks: 'Thank you',
};

export function t(key) {
  return messages[key] ?? key;
}
