// Settings: the connection (sandbox or account, the key) and, once connected, the service check, what was
// spent and the account's API keys.
import { useSession } from "../../state";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { ConnectionSection } from "./ConnectionSection";
import { ApiKeysSection } from "./ApiKeysSection";
import { SpendingSection } from "./SpendingSection";
import { ServiceCheckSection } from "./ServiceCheckSection";
import { LanguageSection } from "./LanguageSection";
import { UpdatesSection } from "./UpdatesSection";
import { t } from "../../i18n";

export function Settings() {
  const { connection, authProblem } = useSession();
  return (
    <div className="screen settings">
      <ScreenTitle>{t("shell.nav.settings")}</ScreenTitle>
      <ConnectionSection />
      {/* API keys need a working key: hidden until the connection is sorted out. */}
      {connection && connection.mode !== "none" && connection.keySet && !authProblem ? (
        <>
          <ServiceCheckSection />
          <SpendingSection />
          <ApiKeysSection />
        </>
      ) : null}
      <UpdatesSection />
      <LanguageSection />
    </div>
  );
}
