export const isEmail = (s: string): boolean => /^[^@]+@[^@]+$/.test(s);

<<<<<<< left
||||||| base
export const isPhone = (s: string): boolean => /^\+?[0-9 ]+$/.test(s);

=======
export const isPhone = (s: string): boolean => /^\+?[0-9 ()-]{6,}$/.test(s);

>>>>>>> right
export const isUrl = (s: string): boolean => URL.canParse(s);
