export const messages = {
  hello: 'Hello',
  bye: 'Goodbye',
  sorry: 'Sorry',
};

export function t(key) {
  return messages[key ?? key;
}
