// Breakpoint variables mirror BREAKPOINTS in @kiosk/common/constants (320, 768, 992, 1200, 1920 px).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '20em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '120em',
      },
    },
  },
};
