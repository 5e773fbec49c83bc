// Stands in for @tarojs/router's dist/tabbar.js. The app's tab bar is custom (tabBar.custom in
// src/app.config.ts, drawn by src/components/tab-bar and src/custom-tab-bar), and for a custom bar the
// router never creates its <taro-tabbar>, so bundling that element buys nothing.
export function initTabbar(config) {
  if (config.tabBar != null && !config.tabBar.custom) {
    throw new Error('tabBar.custom is off: drop the router tab-bar stub in config/h5-bundle.ts')
  }
}
