export const rules = {
  trim: function (value) {return value.trim();},
  lower: function (value) {return value.toLowerCase();},
  upper: function (value) {return value.toUpperCase();},
  length: function (value) {return value.length;},
};
