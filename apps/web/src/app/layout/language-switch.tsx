import { LANGUAGES } from '@kiosk/common/constants';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { useChangeLanguage } from '../session/use-change-language.ts';

/**
 * Button showing the language code, named "Language: EN" (de: "Sprache: DE") so the name contains what
 * is shown (WCAG 2.5.3), opening a menu with "English" and "Deutsch".
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const language = currentLanguage();

  return (
    <Menu position="bottom-end" withinPortal zIndex={1100}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('layout.language.button', { language: language.toUpperCase() })}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.language.label')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            rightSection={option === language ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => {
              if (option !== language) changeLanguage(option);
            }}
          >
            {t(`layout.language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
