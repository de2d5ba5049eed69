export const messages = {
  hello: 'Hello',
  bye: 'Goodbye',
  thanks: 'Thank you',
  sorry: 'Sorry',
};

export function t(key) {
  return messages[key ?? key;
}
