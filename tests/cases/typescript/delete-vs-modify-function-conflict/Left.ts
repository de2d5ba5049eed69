export const isEmail = (s: string): boolean => /^[^@]+@[^@]+$/.test(s);

export const isUrl = (s: string): boolean => URL.canParse(s);
