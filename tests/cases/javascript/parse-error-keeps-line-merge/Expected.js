export const messages = {
  hello: 'Hello',
  bye: 'Goodbye',
<<<<<<< left
  thanks: 'Thank you',
||||||| base
=======
  sorry: 'Sorry',
>>>>>>> right
};

export function t(key) {
  return messages[key ?? key;
}
