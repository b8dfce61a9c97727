/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n": typeof types.SetUserLanguageDocument,
    "\n  query AlertsGrid($data: AlertsGridInput) {\n    gridAlerts(data: $data) {\n      total\n      data {\n        _id\n        orgId\n        type\n        severity\n        status\n        scaleDirection\n        startDate\n        endDate\n        details\n        kiosk {\n          _id\n          name\n        }\n        acknowledged {\n          at\n          note\n        }\n      }\n    }\n  }\n": typeof types.AlertsGridDocument,
    "\n  mutation AcknowledgeAlert($id: ID!, $note: String) {\n    acknowledgeAlert(id: $id, note: $note) {\n      _id\n      status\n    }\n  }\n": typeof types.AcknowledgeAlertDocument,
    "\n  query KioskAlertSnooze($kioskId: ID!) {\n    getKioskAlertSnooze(kioskId: $kioskId) {\n      _id\n      until\n      reason\n    }\n  }\n": typeof types.KioskAlertSnoozeDocument,
    "\n  mutation SnoozeKioskAlerts($kioskId: ID!, $until: DateTime!, $reason: String) {\n    snoozeKioskAlerts(kioskId: $kioskId, until: $until, reason: $reason) {\n      _id\n      until\n    }\n  }\n": typeof types.SnoozeKioskAlertsDocument,
    "\n  mutation CancelSnooze($kioskId: ID!) {\n    cancelSnooze(kioskId: $kioskId)\n  }\n": typeof types.CancelSnoozeDocument,
    "\n  subscription AlertChanged {\n    alertChanged {\n      alertId\n      kioskId\n      orgId\n      kind\n    }\n  }\n": typeof types.AlertChangedDocument,
    "\n  query DashboardFigures($orgId: ID) {\n    getDashboardFigures(orgId: $orgId) {\n      orgId\n      currency\n      timeZone\n      todayFrom\n      monthFrom\n      to\n      customersToday\n      productsSoldToday\n      revenueToday\n      monthlyRevenue\n    }\n  }\n": typeof types.DashboardFiguresDocument,
    "\n  query DashboardSalesByKiosk($view: SalesView!, $orgId: ID) {\n    salesByKiosk(view: $view, orgId: $orgId) {\n      orgId\n      currency\n      view\n      buckets {\n        start\n        end\n        label\n      }\n      kiosks {\n        kioskId\n        kioskName\n        revenue\n        transactions\n      }\n    }\n  }\n": typeof types.DashboardSalesByKioskDocument,
    "\n  query DashboardKioskFleet($orgIds: [ID!]) {\n    getKioskFleet(orgIds: $orgIds) {\n      total\n      online\n      offline\n      outOfService\n      inUse\n      hot {\n        _id\n        name\n        temperature {\n          value\n        }\n      }\n      offlineLong {\n        _id\n        name\n        lastMessage\n      }\n    }\n  }\n": typeof types.DashboardKioskFleetDocument,
    "\n  query DashboardAlmostEmpty($filter: AlmostEmptyFilter, $limit: Int) {\n    getAlmostEmptyKiosks(limit: $limit, filter: $filter, sort: { field: amount, order: asc }) {\n      total\n      data {\n        kioskId\n        kioskName\n        amount\n        max\n        occupancy\n        productLine {\n          _id\n          name\n          manufacturer\n        }\n      }\n    }\n  }\n": typeof types.DashboardAlmostEmptyDocument,
    "\n  query DashboardProductOptions {\n    productLinesGrid(data: { pageSize: 100, sortField: name, sortOrder: asc }) {\n      data {\n        _id\n        name\n      }\n    }\n    getManufacturers\n  }\n": typeof types.DashboardProductOptionsDocument,
    "\n  subscription DashboardSalesChanged($orgId: ID) {\n    salesChanged(orgId: $orgId) {\n      orgId\n    }\n  }\n": typeof types.DashboardSalesChangedDocument,
    "\n  subscription DashboardKiosksChanged {\n    kioskChanged {\n      kioskId\n    }\n  }\n": typeof types.DashboardKiosksChangedDocument,
    "\n  mutation KioskCreateRefill($kioskId: ID!) {\n    createRefill(kioskId: $kioskId) {\n      _id\n      status\n    }\n  }\n": typeof types.KioskCreateRefillDocument,
    "\n  mutation KioskResetSession($id: ID!) {\n    kioskReset(id: $id) {\n      _id\n      status\n    }\n  }\n": typeof types.KioskResetSessionDocument,
    "\n  mutation KioskSync($id: ID!) {\n    kioskSync(id: $id) {\n      _id\n      status\n    }\n  }\n": typeof types.KioskSyncDocument,
    "\n  mutation KioskRestart($id: ID!) {\n    kioskRestart(id: $id) {\n      _id\n      status\n    }\n  }\n": typeof types.KioskRestartDocument,
    "\n  mutation SetKioskService($id: ID!, $inService: Boolean!) {\n    setKioskService(id: $id, inService: $inService) {\n      _id\n      status\n    }\n  }\n": typeof types.SetKioskServiceDocument,
    "\n  mutation KioskDeviceCredentials($kioskId: ID!) {\n    kioskDeviceCredentials(kioskId: $kioskId) {\n      username\n      password\n      mqttUrl\n      mqttWsUrl\n    }\n  }\n": typeof types.KioskDeviceCredentialsDocument,
    "\n  query KioskLive($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      qrcode\n      online\n      lastMessage\n      doorStatus\n      session {\n        type\n        since\n      }\n      temperature {\n        sensors\n        value\n        updated\n      }\n      heartbeat {\n        uptime\n        updated\n      }\n      inService\n      serviceReason\n      ipAddress\n      firmware\n      thermostatTemperature\n      dayIncome\n      deviceCredentialsIssuedAt\n    }\n  }\n": typeof types.KioskLiveDocument,
    "\n  query KioskCommands($kioskId: ID!, $limit: Int) {\n    getKioskCommands(kioskId: $kioskId, limit: $limit) {\n      _id\n      type\n      status\n      created\n      sentAt\n      deliveredAt\n      finishedAt\n      expiresAt\n      resends\n      error\n    }\n  }\n": typeof types.KioskCommandsDocument,
    "\n  query KioskTemperatures($kioskId: ID!, $from: DateTime, $to: DateTime, $limit: Int) {\n    getTemperatureEventsByKiosk(kioskId: $kioskId, from: $from, to: $to, limit: $limit) {\n      ts\n      sensors\n    }\n  }\n": typeof types.KioskTemperaturesDocument,
    "\n  query KioskActivities($skip: Int, $limit: Int, $kiosk: ID, $period: PeriodInput, $sort: SortOrder) {\n    gridActivities(skip: $skip, limit: $limit, kiosk: $kiosk, period: $period, sort: $sort) {\n      total\n      data {\n        _id\n        ts\n        category\n        type\n        details\n      }\n    }\n  }\n": typeof types.KioskActivitiesDocument,
    "\n  mutation KioskCreate($data: KioskInput!) {\n    kioskCreate(data: $data) {\n      _id\n    }\n  }\n": typeof types.KioskCreateDocument,
    "\n  mutation KioskUpdate($id: ID!, $data: KioskUpdateInput!) {\n    kioskUpdate(id: $id, data: $data) {\n      _id\n    }\n  }\n": typeof types.KioskUpdateDocument,
    "\n  query KiosksGrid($data: KiosksGridInput) {\n    getKiosksGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        serialNumber\n        orgId\n        online\n        doorStatus\n        inService\n        session {\n          type\n          since\n        }\n        temperature {\n          sensors\n        }\n        schedule {\n          rules\n          nextChange\n          nextInService\n        }\n      }\n    }\n  }\n": typeof types.KiosksGridDocument,
    "\n  query KioskTags {\n    getAllTags {\n      name\n      orgId\n    }\n  }\n": typeof types.KioskTagsDocument,
    "\n  query KioskById($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      notes\n      pin\n      technicianPin\n      orgId\n      location {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      tags {\n        name\n      }\n      components {\n        manufacturer\n        type\n        model\n      }\n      online\n      doorStatus\n      inService\n      updated\n    }\n  }\n": typeof types.KioskByIdDocument,
    "\n  query KioskInventory($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inventory {\n        loadCells {\n          cellId\n          planogramPosition\n          productLine {\n            _id\n            name\n            articleNumber\n            imageUrl\n          }\n          count\n          priceTag\n          tagId\n          surfaceSize\n          maxQty\n          occupancy\n        }\n        totals {\n          productLine {\n            _id\n            name\n            imageUrl\n          }\n          count\n          maxQty\n          cells\n          occupancy\n        }\n      }\n    }\n  }\n": typeof types.KioskInventoryDocument,
    "\n  query PlanogramProducts($orgId: ID!) {\n    getProductLinesByOrgId(orgId: $orgId) {\n      _id\n      name\n      articleNumber\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n": typeof types.PlanogramProductsDocument,
    "\n  mutation ConfigureLoadCells($kioskId: ID!, $preset: LoadCellPreset!) {\n    configureLoadCells(kioskId: $kioskId, preset: $preset) {\n      _id\n    }\n  }\n": typeof types.ConfigureLoadCellsDocument,
    "\n  mutation UpdateLoadcell($kioskId: ID!, $cells: [LoadCellInput!]!) {\n    updateLoadcell(kioskId: $kioskId, cells: $cells) {\n      _id\n    }\n  }\n": typeof types.UpdateLoadcellDocument,
    "\n  mutation DeleteLoadCell($kioskId: ID!, $cellId: String!, $added: Boolean!) {\n    deleteLoadCell(kioskId: $kioskId, cellId: $cellId, added: $added) {\n      _id\n    }\n  }\n": typeof types.DeleteLoadCellDocument,
    "\n  mutation CorrectCellQuantity($kioskId: ID!, $cellId: String!, $count: Int!, $note: String) {\n    correctCellQuantity(kioskId: $kioskId, cellId: $cellId, count: $count, note: $note) {\n      _id\n    }\n  }\n": typeof types.CorrectCellQuantityDocument,
    "\n  query KioskPlayList($kioskId: ID!) {\n    getKioskWithCapacities(id: $kioskId) {\n      _id\n      name\n    }\n    getPlayList(kioskId: $kioskId) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n": typeof types.KioskPlayListDocument,
    "\n  mutation CreatePlayList($kioskId: ID!, $data: PlayListItemInput!, $media: File!) {\n    createPlayList(kioskId: $kioskId, data: $data, media: $media) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n": typeof types.CreatePlayListDocument,
    "\n  mutation UpdatePlayList($kioskId: ID!, $items: [PlayListItemUpdate!]!) {\n    updatePlayList(kioskId: $kioskId, items: $items) {\n      kioskId\n    }\n  }\n": typeof types.UpdatePlayListDocument,
    "\n  mutation DeletePlayListContent($kioskId: ID!, $uri: String!) {\n    deletePlayListContent(kioskId: $kioskId, uri: $uri) {\n      kioskId\n    }\n  }\n": typeof types.DeletePlayListContentDocument,
    "\n  query KioskSettings($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inService\n      pin\n      esl\n      currency\n      tags {\n        name\n      }\n      controller {\n        supportEmail\n        supportHotline\n        supportHotlineAvailability\n        preAuth\n        paymentType\n        tabletLang\n        tabletFont\n        minimumAge\n        fraudDetection\n        ageRestriction\n        memberCardEnabled\n        technicianPin\n        thermostatTemperature\n        tolerance\n        serviceCheck {\n          type\n          enabled\n          slots {\n            dayNumber\n            startTime\n            endTime\n          }\n        }\n        autoTempOutOfService {\n          active\n          maxTemperature\n          timeInMinutes\n        }\n      }\n      acceptedPayment {\n        type\n        config {\n          username\n          passwordSet\n          clientID\n          clientSecretSet\n          locationID\n          authorizationType\n          paymentMode\n        }\n      }\n    }\n  }\n": typeof types.KioskSettingsDocument,
    "\n  query KioskSignalRules($kioskId: ID!) {\n    getKioskSignalRules(kioskId: $kioskId) {\n      _id\n      repeating\n      signals {\n        dayNumber\n        msFromStartOfDay\n        notifyThat\n      }\n    }\n  }\n": typeof types.KioskSignalRulesDocument,
    "\n  mutation ConfigureKioskProps($data: ConfigureKioskPropsInput!) {\n    configureKioskProps(data: $data) {\n      offline\n      code\n      message\n      command {\n        _id\n        status\n      }\n    }\n  }\n": typeof types.ConfigureKioskPropsDocument,
    "\n  mutation AddKioskSignalRule($kioskId: ID!, $data: KioskSignalRuleInput!) {\n    addKioskSignalRule(kioskId: $kioskId, data: $data) {\n      _id\n    }\n  }\n": typeof types.AddKioskSignalRuleDocument,
    "\n  mutation UpdateKioskSignalRule($kioskId: ID!, $ruleId: ID!, $data: KioskSignalRuleInput!) {\n    updateKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateKioskSignalRuleDocument,
    "\n  mutation DeleteKioskSignalRule($kioskId: ID!, $ruleId: ID!) {\n    deleteKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId)\n  }\n": typeof types.DeleteKioskSignalRuleDocument,
    "\n  subscription KioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n": typeof types.KioskChangedDocument,
    "\n  query MyNotifications($limit: Int) {\n    getMyNotifications(limit: $limit) {\n      total\n      unread\n      data {\n        _id\n        alertId\n        kind\n        kioskId\n        kioskName\n        type\n        severity\n        startDate\n        endDate\n        created\n        readAt\n      }\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      userId\n      aspects\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  mutation CreateOrganization($data: OrganizationInput!) {\n    createOrganization(data: $data) {\n      _id\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {\n    updateOrganization(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {\n    updateOrganizationImage(orgId: $orgId, image: $image) {\n      _id\n      imageUrl\n    }\n  }\n": typeof types.UpdateOrganizationImageDocument,
    "\n  mutation DeleteOrganizationImage($orgId: ID!) {\n    deleteOrganizationImage(orgId: $orgId) {\n      _id\n      imageUrl\n    }\n  }\n": typeof types.DeleteOrganizationImageDocument,
    "\n  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {\n    uploadOrganizationFile(orgId: $orgId, file: $file) {\n      _id\n      name\n    }\n  }\n": typeof types.UploadOrganizationFileDocument,
    "\n  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {\n    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)\n  }\n": typeof types.DeleteOrganizationFileDocument,
    "\n  query OrganizationsGrid($data: OrganizationsGridInput) {\n    getOrganizationsGrid(data: $data) {\n      total\n      countries\n      cities\n      zipcodes\n      parentOrg {\n        _id\n        name\n      }\n      data {\n        _id\n        name\n        type\n        imageUrl\n        parentOrg {\n          _id\n          name\n        }\n        address {\n          city\n          country\n          postalCode\n        }\n      }\n    }\n  }\n": typeof types.OrganizationsGridDocument,
    "\n  query OrganizationById($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      slug\n      appleId\n      imageUrl\n      description\n      fridges\n      type\n      parentOrg {\n        _id\n        name\n      }\n      allSubsOrgIds\n      currency\n      timeZone\n      address {\n        address\n        city\n        state\n        country\n        postalCode\n      }\n      contact {\n        contactPerson\n        role\n        email\n        phoneNumber\n        supportEmail\n        supportPhoneNumber\n      }\n      support {\n        email\n        hotline\n        hotlineAvailability\n      }\n      users {\n        _id\n        firstName\n        lastName\n        email\n        role\n        status\n      }\n      kiosks {\n        _id\n        name\n        serialNumber\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.OrganizationByIdDocument,
    "\n  query OrganizationFiles($orgId: ID!) {\n    getOrganizationFiles(orgId: $orgId) {\n      _id\n      name\n      contentType\n      size\n      url\n      createdAt\n    }\n  }\n": typeof types.OrganizationFilesDocument,
    "\n  mutation CreateProductLine($data: ProductLineInput!, $image: File) {\n    createProductLine(data: $data, image: $image) {\n      _id\n    }\n  }\n": typeof types.CreateProductLineDocument,
    "\n  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {\n    updateProductLine(id: $id, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateProductLineDocument,
    "\n  mutation DeleteProductLine($id: ID!) {\n    deleteProductLine(id: $id) {\n      _id\n      deleted\n      archived\n    }\n  }\n": typeof types.DeleteProductLineDocument,
    "\n  mutation ArchiveProductLine($id: ID!) {\n    archiveProductLine(id: $id) {\n      _id\n      archived\n    }\n  }\n": typeof types.ArchiveProductLineDocument,
    "\n  mutation DuplicateProductLine($id: ID!) {\n    duplicateProductLine(id: $id) {\n      _id\n    }\n  }\n": typeof types.DuplicateProductLineDocument,
    "\n  mutation UpdateProductLineImage($id: ID!, $image: File!) {\n    updateProductLineImage(id: $id, image: $image) {\n      _id\n      image\n      thumbnail\n    }\n  }\n": typeof types.UpdateProductLineImageDocument,
    "\n  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {\n    deleteProductLineImage(id: $id, orgId: $orgId) {\n      _id\n      image\n      thumbnail\n    }\n  }\n": typeof types.DeleteProductLineImageDocument,
    "\n  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {\n    createProductLinePrice(data: $data) {\n      _id\n    }\n  }\n": typeof types.CreateProductLinePriceDocument,
    "\n  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {\n    updateProductLinePrice(id: $id, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateProductLinePriceDocument,
    "\n  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {\n    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)\n  }\n": typeof types.DeleteActivePriceHistoryDocument,
    "\n  query ProductLinesGrid($data: ProductLinesGridInput) {\n    productLinesGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        category\n        manufacturer\n        articleNumber\n        thumbnail\n        defaultPrice\n        archived\n        packagingOptions {\n          ean\n        }\n      }\n    }\n  }\n": typeof types.ProductLinesGridDocument,
    "\n  query ProductFilterOptions {\n    getProductFamilies {\n      _id\n      name\n      category\n    }\n    getManufacturers\n  }\n": typeof types.ProductFilterOptionsDocument,
    "\n  query ProductLineById($id: ID!) {\n    getProductLineById(id: $id) {\n      _id\n      orgId\n      name\n      category\n      manufacturer\n      articleNumber\n      sku\n      description\n      ingredientsList\n      allergens\n      image\n      thumbnail\n      taxId\n      vat\n      defaultCost\n      defaultPrice\n      archived\n      nutrition {\n        energy\n        fat\n        fatSaturated\n        salt\n        protein\n        fiber\n        carbo\n        carboSugar\n      }\n      packagingOptions {\n        ean\n        description\n        unitCount\n        grossWeightGrams\n        packageWeightGrams\n        netWeightGrams\n        netWeightGramsUnit\n        shelfLifeDays\n        tolerancePercentage\n      }\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n": typeof types.ProductLineByIdDocument,
    "\n  query ProductTaxes($selectedOrg: ID) {\n    taxFindAll(selectedOrg: $selectedOrg) {\n      _id\n      name\n      value\n    }\n  }\n": typeof types.ProductTaxesDocument,
    "\n  query ProductDefaultPrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getDefaultProductLinePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validFrom\n        validTo\n      }\n    }\n  }\n": typeof types.ProductDefaultPricesDocument,
    "\n  query ProductActivePrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getProductLineActivePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validForKiosk\n        validFrom\n        validTo\n      }\n    }\n  }\n": typeof types.ProductActivePricesDocument,
    "\n  query ProductLinkedKiosks($id: ID!) {\n    getProductLineLinkedKiosks(id: $id) {\n      _id\n      name\n    }\n  }\n": typeof types.ProductLinkedKiosksDocument,
    "\n  query ApiKeys {\n    getApiKeys {\n      _id\n      name\n      scope\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation AddApiKey($data: ApiKeyInput) {\n    addApiKey(data: $data) {\n      _id\n      name\n      scope\n      secret\n      explanation {\n        requestHeader\n        jwtHeader\n        payloadRule\n        payloadExample\n        nodeExample\n        curlExample\n      }\n    }\n  }\n": typeof types.AddApiKeyDocument,
    "\n  mutation RemoveApiKey($apiKeyId: ID!) {\n    removeApiKey(apiKeyId: $apiKeyId)\n  }\n": typeof types.RemoveApiKeyDocument,
    "\n  query WebhookEndpoints {\n    getWebhookEndpoints {\n      _id\n      orgId\n      url\n      description\n      events\n      secret\n      enabled\n      disabledReason\n      failingSince\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $skip: Int, $limit: Int) {\n    getWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        messageId\n        eventType\n        status\n        attempts\n        lastStatusCode\n        lastError\n        nextAttemptAt\n        lastAttemptAt\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($orgId: ID!, $data: WebhookEndpointInput!) {\n    createWebhookEndpoint(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($endpointId: ID!, $data: WebhookEndpointInput!) {\n    updateWebhookEndpoint(endpointId: $endpointId, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      _id\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTest($endpointId: ID!) {\n    sendWebhookTest(endpointId: $endpointId)\n  }\n": typeof types.SendWebhookTestDocument,
    "\n  query OrganizationKioskScreen($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      kioskInitScreen {\n        headerURI\n        headerTextColor\n        bgURI\n        bgColor\n        bodyTextColor\n      }\n    }\n  }\n": typeof types.OrganizationKioskScreenDocument,
    "\n  mutation CreateKioskLandingPage($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {\n    createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) {\n      organization {\n        _id\n      }\n      offlineKiosks\n    }\n  }\n": typeof types.CreateKioskLandingPageDocument,
    "\n  query NotificationRules {\n    getNotificationTypes {\n      type\n      severity\n    }\n    getNotificationRules {\n      userId\n      types {\n        type\n        email\n        mc\n      }\n      subscriptions {\n        type\n        all\n        channels\n        kioskIds\n      }\n    }\n  }\n": typeof types.NotificationRulesDocument,
    "\n  mutation SetNotificationRules($data: NotificationRuleInput!) {\n    setNotificationRules(data: $data) {\n      userId\n    }\n  }\n": typeof types.SetNotificationRulesDocument,
    "\n  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {\n    previewSalesImport(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n": typeof types.PreviewSalesImportDocument,
    "\n  mutation ImportSales($file: File!, $data: SalesImportInput!) {\n    importSales(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n": typeof types.ImportSalesDocument,
    "\n  subscription TransactionsKioskChanged {\n    kioskChanged {\n      kioskId\n      aspects\n    }\n  }\n": typeof types.TransactionsKioskChangedDocument,
    "\n  query SalesGrid($data: SalesGridInput) {\n    findAllTransactionsGrid(data: $data) {\n      total\n      membercards\n      nextCursor\n      data {\n        _id\n        created\n        total\n        discountTotal\n        paymentStatus\n        promoCode\n        kiosk {\n          _id\n          name\n        }\n        paymentMethod {\n          membercardId\n          paymentCardType\n          cardType\n        }\n        refundedTotal\n        refunds {\n          _id\n          created\n          reason\n          total\n          items {\n            itemId\n            amount\n          }\n        }\n        itemsPurchased {\n          _id\n          refunded\n          price\n          tax\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n        evidence {\n          openedAt\n          closedAt\n          cells {\n            cellId\n            weightBefore\n            weightAfter\n            unitWeightGrams\n            toleranceGrams\n            units\n            refused\n          }\n        }\n      }\n    }\n  }\n": typeof types.SalesGridDocument,
    "\n  query RefillsGrid($data: RefillsGridInput) {\n    gridRefills(data: $data) {\n      total\n      data {\n        _id\n        created\n        type\n        kiosk {\n          _id\n          name\n        }\n        details {\n          sessionClosedAt\n        }\n        scale {\n          cellId\n          count\n          weight\n          refillCost\n          status\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n      }\n    }\n  }\n": typeof types.RefillsGridDocument,
    "\n  query ProductLinesStatistics($data: ProductLinesStatisticsInput) {\n    getProductLinesStatisticsGrid(data: $data) {\n      total\n      data {\n        productLine {\n          _id\n          name\n          defaultPrice\n          defaultCost\n        }\n        totalCost\n        totalGrossSales\n        totalRemovedCost\n        refilled\n        sold\n        removed\n      }\n    }\n  }\n": typeof types.ProductLinesStatisticsDocument,
    "\n  query TransactionMetrics($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {\n    getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {\n      totalTransactions\n      averagePurchaseValue\n      productsSold\n      netIncome\n      grossIncome\n      productsAdded\n      productsRemoved\n      spoilageRate\n      refillsDefaultCost\n      refillsSalesValue\n      mostSold {\n        productLine {\n          name\n        }\n        count\n      }\n      leastSold {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRefilled {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRemoved {\n        productLine {\n          name\n        }\n        count\n      }\n    }\n  }\n": typeof types.TransactionMetricsDocument,
    "\n  mutation RefundTransaction($transactionId: ID!, $itemIds: [ID!], $reason: String!) {\n    refundTransaction(transactionId: $transactionId, itemIds: $itemIds, reason: $reason) {\n      _id\n      total\n    }\n  }\n": typeof types.RefundTransactionDocument,
    "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      _id\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {\n    updateUser(id: $id, data: $data) {\n      _id\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {\n    toggleUserStatus(data: $data) {\n      _id\n      status\n    }\n  }\n": typeof types.ToggleUserStatusDocument,
    "\n  mutation GrantUserRoot($data: GrantRootInput!) {\n    grantRootForUser(data: $data) {\n      _id\n      root\n    }\n  }\n": typeof types.GrantUserRootDocument,
    "\n  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    addMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n": typeof types.AddUserMemberCardsDocument,
    "\n  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    deleteMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n": typeof types.DeleteUserMemberCardsDocument,
    "\n  query UsersGrid($data: UsersGridInput) {\n    getAllUsersGrid(data: $data) {\n      total\n      data {\n        _id\n        status\n        firstName\n        lastName\n        email\n        root\n        rolesInOrganizations {\n          organizationId {\n            _id\n            name\n          }\n          role\n          status\n        }\n      }\n    }\n  }\n": typeof types.UsersGridDocument,
    "\n  query UserDetail($id: ID!) {\n    getOneUserWithInfo(id: $id) {\n      _id\n      status\n      firstName\n      lastName\n      root\n      email\n      mobile\n      termsAccepted\n      note\n      address {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n      membercards\n      paymentMethods {\n        _id\n        provider\n        type\n        last4digits\n        default\n        cardType\n        created\n        updated\n      }\n      kiosks {\n        _id\n        name\n      }\n      updatedAt\n    }\n  }\n": typeof types.UserDetailDocument,
    "\n  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {\n    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {\n      total\n      data {\n        _id\n        created\n        total\n        refundedTotal\n        itemsPurchased {\n          price\n          productLine {\n            _id\n            name\n          }\n          kiosk {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserTransactionsDocument,
    "\n  query CheckMemberCard($membercard: String!, $userId: ID) {\n    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)\n  }\n": typeof types.CheckMemberCardDocument,
    "\n  subscription LiveTestKioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n": typeof types.LiveTestKioskChangedDocument,
    "\n  query AllOrganizations {\n    getAllOrganizations {\n      _id\n      name\n      parentOrg {\n        _id\n      }\n    }\n  }\n": typeof types.AllOrganizationsDocument,
    "\n  query AllKiosks {\n    getAllKiosks {\n      _id\n      name\n      serialNumber\n      orgId\n    }\n  }\n": typeof types.AllKiosksDocument,
    "\n  query MyExports($page: Int, $pageSize: Int) {\n    getMyExports(page: $page, pageSize: $pageSize) {\n      total\n      data {\n        _id\n        kind\n        format\n        status\n        fileName\n        rowCount\n        error\n        downloadUrl\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": typeof types.MyExportsDocument,
    "\n  fragment RoleInOrganizationFields on RoleInOrganization {\n    organizationId {\n      _id\n      name\n      currency\n    }\n    role\n    status\n  }\n": typeof types.RoleInOrganizationFieldsFragmentDoc,
    "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n    }\n  }\n": typeof types.GetSelfDocument,
};
const documents: Documents = {
    "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n": types.SetUserLanguageDocument,
    "\n  query AlertsGrid($data: AlertsGridInput) {\n    gridAlerts(data: $data) {\n      total\n      data {\n        _id\n        orgId\n        type\n        severity\n        status\n        scaleDirection\n        startDate\n        endDate\n        details\n        kiosk {\n          _id\n          name\n        }\n        acknowledged {\n          at\n          note\n        }\n      }\n    }\n  }\n": types.AlertsGridDocument,
    "\n  mutation AcknowledgeAlert($id: ID!, $note: String) {\n    acknowledgeAlert(id: $id, note: $note) {\n      _id\n      status\n    }\n  }\n": types.AcknowledgeAlertDocument,
    "\n  query KioskAlertSnooze($kioskId: ID!) {\n    getKioskAlertSnooze(kioskId: $kioskId) {\n      _id\n      until\n      reason\n    }\n  }\n": types.KioskAlertSnoozeDocument,
    "\n  mutation SnoozeKioskAlerts($kioskId: ID!, $until: DateTime!, $reason: String) {\n    snoozeKioskAlerts(kioskId: $kioskId, until: $until, reason: $reason) {\n      _id\n      until\n    }\n  }\n": types.SnoozeKioskAlertsDocument,
    "\n  mutation CancelSnooze($kioskId: ID!) {\n    cancelSnooze(kioskId: $kioskId)\n  }\n": types.CancelSnoozeDocument,
    "\n  subscription AlertChanged {\n    alertChanged {\n      alertId\n      kioskId\n      orgId\n      kind\n    }\n  }\n": types.AlertChangedDocument,
    "\n  query DashboardFigures($orgId: ID) {\n    getDashboardFigures(orgId: $orgId) {\n      orgId\n      currency\n      timeZone\n      todayFrom\n      monthFrom\n      to\n      customersToday\n      productsSoldToday\n      revenueToday\n      monthlyRevenue\n    }\n  }\n": types.DashboardFiguresDocument,
    "\n  query DashboardSalesByKiosk($view: SalesView!, $orgId: ID) {\n    salesByKiosk(view: $view, orgId: $orgId) {\n      orgId\n      currency\n      view\n      buckets {\n        start\n        end\n        label\n      }\n      kiosks {\n        kioskId\n        kioskName\n        revenue\n        transactions\n      }\n    }\n  }\n": types.DashboardSalesByKioskDocument,
    "\n  query DashboardKioskFleet($orgIds: [ID!]) {\n    getKioskFleet(orgIds: $orgIds) {\n      total\n      online\n      offline\n      outOfService\n      inUse\n      hot {\n        _id\n        name\n        temperature {\n          value\n        }\n      }\n      offlineLong {\n        _id\n        name\n        lastMessage\n      }\n    }\n  }\n": types.DashboardKioskFleetDocument,
    "\n  query DashboardAlmostEmpty($filter: AlmostEmptyFilter, $limit: Int) {\n    getAlmostEmptyKiosks(limit: $limit, filter: $filter, sort: { field: amount, order: asc }) {\n      total\n      data {\n        kioskId\n        kioskName\n        amount\n        max\n        occupancy\n        productLine {\n          _id\n          name\n          manufacturer\n        }\n      }\n    }\n  }\n": types.DashboardAlmostEmptyDocument,
    "\n  query DashboardProductOptions {\n    productLinesGrid(data: { pageSize: 100, sortField: name, sortOrder: asc }) {\n      data {\n        _id\n        name\n      }\n    }\n    getManufacturers\n  }\n": types.DashboardProductOptionsDocument,
    "\n  subscription DashboardSalesChanged($orgId: ID) {\n    salesChanged(orgId: $orgId) {\n      orgId\n    }\n  }\n": types.DashboardSalesChangedDocument,
    "\n  subscription DashboardKiosksChanged {\n    kioskChanged {\n      kioskId\n    }\n  }\n": types.DashboardKiosksChangedDocument,
    "\n  mutation KioskCreateRefill($kioskId: ID!) {\n    createRefill(kioskId: $kioskId) {\n      _id\n      status\n    }\n  }\n": types.KioskCreateRefillDocument,
    "\n  mutation KioskResetSession($id: ID!) {\n    kioskReset(id: $id) {\n      _id\n      status\n    }\n  }\n": types.KioskResetSessionDocument,
    "\n  mutation KioskSync($id: ID!) {\n    kioskSync(id: $id) {\n      _id\n      status\n    }\n  }\n": types.KioskSyncDocument,
    "\n  mutation KioskRestart($id: ID!) {\n    kioskRestart(id: $id) {\n      _id\n      status\n    }\n  }\n": types.KioskRestartDocument,
    "\n  mutation SetKioskService($id: ID!, $inService: Boolean!) {\n    setKioskService(id: $id, inService: $inService) {\n      _id\n      status\n    }\n  }\n": types.SetKioskServiceDocument,
    "\n  mutation KioskDeviceCredentials($kioskId: ID!) {\n    kioskDeviceCredentials(kioskId: $kioskId) {\n      username\n      password\n      mqttUrl\n      mqttWsUrl\n    }\n  }\n": types.KioskDeviceCredentialsDocument,
    "\n  query KioskLive($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      qrcode\n      online\n      lastMessage\n      doorStatus\n      session {\n        type\n        since\n      }\n      temperature {\n        sensors\n        value\n        updated\n      }\n      heartbeat {\n        uptime\n        updated\n      }\n      inService\n      serviceReason\n      ipAddress\n      firmware\n      thermostatTemperature\n      dayIncome\n      deviceCredentialsIssuedAt\n    }\n  }\n": types.KioskLiveDocument,
    "\n  query KioskCommands($kioskId: ID!, $limit: Int) {\n    getKioskCommands(kioskId: $kioskId, limit: $limit) {\n      _id\n      type\n      status\n      created\n      sentAt\n      deliveredAt\n      finishedAt\n      expiresAt\n      resends\n      error\n    }\n  }\n": types.KioskCommandsDocument,
    "\n  query KioskTemperatures($kioskId: ID!, $from: DateTime, $to: DateTime, $limit: Int) {\n    getTemperatureEventsByKiosk(kioskId: $kioskId, from: $from, to: $to, limit: $limit) {\n      ts\n      sensors\n    }\n  }\n": types.KioskTemperaturesDocument,
    "\n  query KioskActivities($skip: Int, $limit: Int, $kiosk: ID, $period: PeriodInput, $sort: SortOrder) {\n    gridActivities(skip: $skip, limit: $limit, kiosk: $kiosk, period: $period, sort: $sort) {\n      total\n      data {\n        _id\n        ts\n        category\n        type\n        details\n      }\n    }\n  }\n": types.KioskActivitiesDocument,
    "\n  mutation KioskCreate($data: KioskInput!) {\n    kioskCreate(data: $data) {\n      _id\n    }\n  }\n": types.KioskCreateDocument,
    "\n  mutation KioskUpdate($id: ID!, $data: KioskUpdateInput!) {\n    kioskUpdate(id: $id, data: $data) {\n      _id\n    }\n  }\n": types.KioskUpdateDocument,
    "\n  query KiosksGrid($data: KiosksGridInput) {\n    getKiosksGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        serialNumber\n        orgId\n        online\n        doorStatus\n        inService\n        session {\n          type\n          since\n        }\n        temperature {\n          sensors\n        }\n        schedule {\n          rules\n          nextChange\n          nextInService\n        }\n      }\n    }\n  }\n": types.KiosksGridDocument,
    "\n  query KioskTags {\n    getAllTags {\n      name\n      orgId\n    }\n  }\n": types.KioskTagsDocument,
    "\n  query KioskById($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      notes\n      pin\n      technicianPin\n      orgId\n      location {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      tags {\n        name\n      }\n      components {\n        manufacturer\n        type\n        model\n      }\n      online\n      doorStatus\n      inService\n      updated\n    }\n  }\n": types.KioskByIdDocument,
    "\n  query KioskInventory($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inventory {\n        loadCells {\n          cellId\n          planogramPosition\n          productLine {\n            _id\n            name\n            articleNumber\n            imageUrl\n          }\n          count\n          priceTag\n          tagId\n          surfaceSize\n          maxQty\n          occupancy\n        }\n        totals {\n          productLine {\n            _id\n            name\n            imageUrl\n          }\n          count\n          maxQty\n          cells\n          occupancy\n        }\n      }\n    }\n  }\n": types.KioskInventoryDocument,
    "\n  query PlanogramProducts($orgId: ID!) {\n    getProductLinesByOrgId(orgId: $orgId) {\n      _id\n      name\n      articleNumber\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n": types.PlanogramProductsDocument,
    "\n  mutation ConfigureLoadCells($kioskId: ID!, $preset: LoadCellPreset!) {\n    configureLoadCells(kioskId: $kioskId, preset: $preset) {\n      _id\n    }\n  }\n": types.ConfigureLoadCellsDocument,
    "\n  mutation UpdateLoadcell($kioskId: ID!, $cells: [LoadCellInput!]!) {\n    updateLoadcell(kioskId: $kioskId, cells: $cells) {\n      _id\n    }\n  }\n": types.UpdateLoadcellDocument,
    "\n  mutation DeleteLoadCell($kioskId: ID!, $cellId: String!, $added: Boolean!) {\n    deleteLoadCell(kioskId: $kioskId, cellId: $cellId, added: $added) {\n      _id\n    }\n  }\n": types.DeleteLoadCellDocument,
    "\n  mutation CorrectCellQuantity($kioskId: ID!, $cellId: String!, $count: Int!, $note: String) {\n    correctCellQuantity(kioskId: $kioskId, cellId: $cellId, count: $count, note: $note) {\n      _id\n    }\n  }\n": types.CorrectCellQuantityDocument,
    "\n  query KioskPlayList($kioskId: ID!) {\n    getKioskWithCapacities(id: $kioskId) {\n      _id\n      name\n    }\n    getPlayList(kioskId: $kioskId) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n": types.KioskPlayListDocument,
    "\n  mutation CreatePlayList($kioskId: ID!, $data: PlayListItemInput!, $media: File!) {\n    createPlayList(kioskId: $kioskId, data: $data, media: $media) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n": types.CreatePlayListDocument,
    "\n  mutation UpdatePlayList($kioskId: ID!, $items: [PlayListItemUpdate!]!) {\n    updatePlayList(kioskId: $kioskId, items: $items) {\n      kioskId\n    }\n  }\n": types.UpdatePlayListDocument,
    "\n  mutation DeletePlayListContent($kioskId: ID!, $uri: String!) {\n    deletePlayListContent(kioskId: $kioskId, uri: $uri) {\n      kioskId\n    }\n  }\n": types.DeletePlayListContentDocument,
    "\n  query KioskSettings($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inService\n      pin\n      esl\n      currency\n      tags {\n        name\n      }\n      controller {\n        supportEmail\n        supportHotline\n        supportHotlineAvailability\n        preAuth\n        paymentType\n        tabletLang\n        tabletFont\n        minimumAge\n        fraudDetection\n        ageRestriction\n        memberCardEnabled\n        technicianPin\n        thermostatTemperature\n        tolerance\n        serviceCheck {\n          type\n          enabled\n          slots {\n            dayNumber\n            startTime\n            endTime\n          }\n        }\n        autoTempOutOfService {\n          active\n          maxTemperature\n          timeInMinutes\n        }\n      }\n      acceptedPayment {\n        type\n        config {\n          username\n          passwordSet\n          clientID\n          clientSecretSet\n          locationID\n          authorizationType\n          paymentMode\n        }\n      }\n    }\n  }\n": types.KioskSettingsDocument,
    "\n  query KioskSignalRules($kioskId: ID!) {\n    getKioskSignalRules(kioskId: $kioskId) {\n      _id\n      repeating\n      signals {\n        dayNumber\n        msFromStartOfDay\n        notifyThat\n      }\n    }\n  }\n": types.KioskSignalRulesDocument,
    "\n  mutation ConfigureKioskProps($data: ConfigureKioskPropsInput!) {\n    configureKioskProps(data: $data) {\n      offline\n      code\n      message\n      command {\n        _id\n        status\n      }\n    }\n  }\n": types.ConfigureKioskPropsDocument,
    "\n  mutation AddKioskSignalRule($kioskId: ID!, $data: KioskSignalRuleInput!) {\n    addKioskSignalRule(kioskId: $kioskId, data: $data) {\n      _id\n    }\n  }\n": types.AddKioskSignalRuleDocument,
    "\n  mutation UpdateKioskSignalRule($kioskId: ID!, $ruleId: ID!, $data: KioskSignalRuleInput!) {\n    updateKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId, data: $data) {\n      _id\n    }\n  }\n": types.UpdateKioskSignalRuleDocument,
    "\n  mutation DeleteKioskSignalRule($kioskId: ID!, $ruleId: ID!) {\n    deleteKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId)\n  }\n": types.DeleteKioskSignalRuleDocument,
    "\n  subscription KioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n": types.KioskChangedDocument,
    "\n  query MyNotifications($limit: Int) {\n    getMyNotifications(limit: $limit) {\n      total\n      unread\n      data {\n        _id\n        alertId\n        kind\n        kioskId\n        kioskName\n        type\n        severity\n        startDate\n        endDate\n        created\n        readAt\n      }\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      userId\n      aspects\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  mutation CreateOrganization($data: OrganizationInput!) {\n    createOrganization(data: $data) {\n      _id\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {\n    updateOrganization(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {\n    updateOrganizationImage(orgId: $orgId, image: $image) {\n      _id\n      imageUrl\n    }\n  }\n": types.UpdateOrganizationImageDocument,
    "\n  mutation DeleteOrganizationImage($orgId: ID!) {\n    deleteOrganizationImage(orgId: $orgId) {\n      _id\n      imageUrl\n    }\n  }\n": types.DeleteOrganizationImageDocument,
    "\n  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {\n    uploadOrganizationFile(orgId: $orgId, file: $file) {\n      _id\n      name\n    }\n  }\n": types.UploadOrganizationFileDocument,
    "\n  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {\n    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)\n  }\n": types.DeleteOrganizationFileDocument,
    "\n  query OrganizationsGrid($data: OrganizationsGridInput) {\n    getOrganizationsGrid(data: $data) {\n      total\n      countries\n      cities\n      zipcodes\n      parentOrg {\n        _id\n        name\n      }\n      data {\n        _id\n        name\n        type\n        imageUrl\n        parentOrg {\n          _id\n          name\n        }\n        address {\n          city\n          country\n          postalCode\n        }\n      }\n    }\n  }\n": types.OrganizationsGridDocument,
    "\n  query OrganizationById($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      slug\n      appleId\n      imageUrl\n      description\n      fridges\n      type\n      parentOrg {\n        _id\n        name\n      }\n      allSubsOrgIds\n      currency\n      timeZone\n      address {\n        address\n        city\n        state\n        country\n        postalCode\n      }\n      contact {\n        contactPerson\n        role\n        email\n        phoneNumber\n        supportEmail\n        supportPhoneNumber\n      }\n      support {\n        email\n        hotline\n        hotlineAvailability\n      }\n      users {\n        _id\n        firstName\n        lastName\n        email\n        role\n        status\n      }\n      kiosks {\n        _id\n        name\n        serialNumber\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": types.OrganizationByIdDocument,
    "\n  query OrganizationFiles($orgId: ID!) {\n    getOrganizationFiles(orgId: $orgId) {\n      _id\n      name\n      contentType\n      size\n      url\n      createdAt\n    }\n  }\n": types.OrganizationFilesDocument,
    "\n  mutation CreateProductLine($data: ProductLineInput!, $image: File) {\n    createProductLine(data: $data, image: $image) {\n      _id\n    }\n  }\n": types.CreateProductLineDocument,
    "\n  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {\n    updateProductLine(id: $id, data: $data) {\n      _id\n    }\n  }\n": types.UpdateProductLineDocument,
    "\n  mutation DeleteProductLine($id: ID!) {\n    deleteProductLine(id: $id) {\n      _id\n      deleted\n      archived\n    }\n  }\n": types.DeleteProductLineDocument,
    "\n  mutation ArchiveProductLine($id: ID!) {\n    archiveProductLine(id: $id) {\n      _id\n      archived\n    }\n  }\n": types.ArchiveProductLineDocument,
    "\n  mutation DuplicateProductLine($id: ID!) {\n    duplicateProductLine(id: $id) {\n      _id\n    }\n  }\n": types.DuplicateProductLineDocument,
    "\n  mutation UpdateProductLineImage($id: ID!, $image: File!) {\n    updateProductLineImage(id: $id, image: $image) {\n      _id\n      image\n      thumbnail\n    }\n  }\n": types.UpdateProductLineImageDocument,
    "\n  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {\n    deleteProductLineImage(id: $id, orgId: $orgId) {\n      _id\n      image\n      thumbnail\n    }\n  }\n": types.DeleteProductLineImageDocument,
    "\n  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {\n    createProductLinePrice(data: $data) {\n      _id\n    }\n  }\n": types.CreateProductLinePriceDocument,
    "\n  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {\n    updateProductLinePrice(id: $id, data: $data) {\n      _id\n    }\n  }\n": types.UpdateProductLinePriceDocument,
    "\n  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {\n    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)\n  }\n": types.DeleteActivePriceHistoryDocument,
    "\n  query ProductLinesGrid($data: ProductLinesGridInput) {\n    productLinesGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        category\n        manufacturer\n        articleNumber\n        thumbnail\n        defaultPrice\n        archived\n        packagingOptions {\n          ean\n        }\n      }\n    }\n  }\n": types.ProductLinesGridDocument,
    "\n  query ProductFilterOptions {\n    getProductFamilies {\n      _id\n      name\n      category\n    }\n    getManufacturers\n  }\n": types.ProductFilterOptionsDocument,
    "\n  query ProductLineById($id: ID!) {\n    getProductLineById(id: $id) {\n      _id\n      orgId\n      name\n      category\n      manufacturer\n      articleNumber\n      sku\n      description\n      ingredientsList\n      allergens\n      image\n      thumbnail\n      taxId\n      vat\n      defaultCost\n      defaultPrice\n      archived\n      nutrition {\n        energy\n        fat\n        fatSaturated\n        salt\n        protein\n        fiber\n        carbo\n        carboSugar\n      }\n      packagingOptions {\n        ean\n        description\n        unitCount\n        grossWeightGrams\n        packageWeightGrams\n        netWeightGrams\n        netWeightGramsUnit\n        shelfLifeDays\n        tolerancePercentage\n      }\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n": types.ProductLineByIdDocument,
    "\n  query ProductTaxes($selectedOrg: ID) {\n    taxFindAll(selectedOrg: $selectedOrg) {\n      _id\n      name\n      value\n    }\n  }\n": types.ProductTaxesDocument,
    "\n  query ProductDefaultPrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getDefaultProductLinePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validFrom\n        validTo\n      }\n    }\n  }\n": types.ProductDefaultPricesDocument,
    "\n  query ProductActivePrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getProductLineActivePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validForKiosk\n        validFrom\n        validTo\n      }\n    }\n  }\n": types.ProductActivePricesDocument,
    "\n  query ProductLinkedKiosks($id: ID!) {\n    getProductLineLinkedKiosks(id: $id) {\n      _id\n      name\n    }\n  }\n": types.ProductLinkedKiosksDocument,
    "\n  query ApiKeys {\n    getApiKeys {\n      _id\n      name\n      scope\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation AddApiKey($data: ApiKeyInput) {\n    addApiKey(data: $data) {\n      _id\n      name\n      scope\n      secret\n      explanation {\n        requestHeader\n        jwtHeader\n        payloadRule\n        payloadExample\n        nodeExample\n        curlExample\n      }\n    }\n  }\n": types.AddApiKeyDocument,
    "\n  mutation RemoveApiKey($apiKeyId: ID!) {\n    removeApiKey(apiKeyId: $apiKeyId)\n  }\n": types.RemoveApiKeyDocument,
    "\n  query WebhookEndpoints {\n    getWebhookEndpoints {\n      _id\n      orgId\n      url\n      description\n      events\n      secret\n      enabled\n      disabledReason\n      failingSince\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $skip: Int, $limit: Int) {\n    getWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        messageId\n        eventType\n        status\n        attempts\n        lastStatusCode\n        lastError\n        nextAttemptAt\n        lastAttemptAt\n        createdAt\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($orgId: ID!, $data: WebhookEndpointInput!) {\n    createWebhookEndpoint(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($endpointId: ID!, $data: WebhookEndpointInput!) {\n    updateWebhookEndpoint(endpointId: $endpointId, data: $data) {\n      _id\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      _id\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTest($endpointId: ID!) {\n    sendWebhookTest(endpointId: $endpointId)\n  }\n": types.SendWebhookTestDocument,
    "\n  query OrganizationKioskScreen($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      kioskInitScreen {\n        headerURI\n        headerTextColor\n        bgURI\n        bgColor\n        bodyTextColor\n      }\n    }\n  }\n": types.OrganizationKioskScreenDocument,
    "\n  mutation CreateKioskLandingPage($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {\n    createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) {\n      organization {\n        _id\n      }\n      offlineKiosks\n    }\n  }\n": types.CreateKioskLandingPageDocument,
    "\n  query NotificationRules {\n    getNotificationTypes {\n      type\n      severity\n    }\n    getNotificationRules {\n      userId\n      types {\n        type\n        email\n        mc\n      }\n      subscriptions {\n        type\n        all\n        channels\n        kioskIds\n      }\n    }\n  }\n": types.NotificationRulesDocument,
    "\n  mutation SetNotificationRules($data: NotificationRuleInput!) {\n    setNotificationRules(data: $data) {\n      userId\n    }\n  }\n": types.SetNotificationRulesDocument,
    "\n  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {\n    previewSalesImport(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n": types.PreviewSalesImportDocument,
    "\n  mutation ImportSales($file: File!, $data: SalesImportInput!) {\n    importSales(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n": types.ImportSalesDocument,
    "\n  subscription TransactionsKioskChanged {\n    kioskChanged {\n      kioskId\n      aspects\n    }\n  }\n": types.TransactionsKioskChangedDocument,
    "\n  query SalesGrid($data: SalesGridInput) {\n    findAllTransactionsGrid(data: $data) {\n      total\n      membercards\n      nextCursor\n      data {\n        _id\n        created\n        total\n        discountTotal\n        paymentStatus\n        promoCode\n        kiosk {\n          _id\n          name\n        }\n        paymentMethod {\n          membercardId\n          paymentCardType\n          cardType\n        }\n        refundedTotal\n        refunds {\n          _id\n          created\n          reason\n          total\n          items {\n            itemId\n            amount\n          }\n        }\n        itemsPurchased {\n          _id\n          refunded\n          price\n          tax\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n        evidence {\n          openedAt\n          closedAt\n          cells {\n            cellId\n            weightBefore\n            weightAfter\n            unitWeightGrams\n            toleranceGrams\n            units\n            refused\n          }\n        }\n      }\n    }\n  }\n": types.SalesGridDocument,
    "\n  query RefillsGrid($data: RefillsGridInput) {\n    gridRefills(data: $data) {\n      total\n      data {\n        _id\n        created\n        type\n        kiosk {\n          _id\n          name\n        }\n        details {\n          sessionClosedAt\n        }\n        scale {\n          cellId\n          count\n          weight\n          refillCost\n          status\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n      }\n    }\n  }\n": types.RefillsGridDocument,
    "\n  query ProductLinesStatistics($data: ProductLinesStatisticsInput) {\n    getProductLinesStatisticsGrid(data: $data) {\n      total\n      data {\n        productLine {\n          _id\n          name\n          defaultPrice\n          defaultCost\n        }\n        totalCost\n        totalGrossSales\n        totalRemovedCost\n        refilled\n        sold\n        removed\n      }\n    }\n  }\n": types.ProductLinesStatisticsDocument,
    "\n  query TransactionMetrics($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {\n    getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {\n      totalTransactions\n      averagePurchaseValue\n      productsSold\n      netIncome\n      grossIncome\n      productsAdded\n      productsRemoved\n      spoilageRate\n      refillsDefaultCost\n      refillsSalesValue\n      mostSold {\n        productLine {\n          name\n        }\n        count\n      }\n      leastSold {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRefilled {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRemoved {\n        productLine {\n          name\n        }\n        count\n      }\n    }\n  }\n": types.TransactionMetricsDocument,
    "\n  mutation RefundTransaction($transactionId: ID!, $itemIds: [ID!], $reason: String!) {\n    refundTransaction(transactionId: $transactionId, itemIds: $itemIds, reason: $reason) {\n      _id\n      total\n    }\n  }\n": types.RefundTransactionDocument,
    "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      _id\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {\n    updateUser(id: $id, data: $data) {\n      _id\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {\n    toggleUserStatus(data: $data) {\n      _id\n      status\n    }\n  }\n": types.ToggleUserStatusDocument,
    "\n  mutation GrantUserRoot($data: GrantRootInput!) {\n    grantRootForUser(data: $data) {\n      _id\n      root\n    }\n  }\n": types.GrantUserRootDocument,
    "\n  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    addMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n": types.AddUserMemberCardsDocument,
    "\n  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    deleteMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n": types.DeleteUserMemberCardsDocument,
    "\n  query UsersGrid($data: UsersGridInput) {\n    getAllUsersGrid(data: $data) {\n      total\n      data {\n        _id\n        status\n        firstName\n        lastName\n        email\n        root\n        rolesInOrganizations {\n          organizationId {\n            _id\n            name\n          }\n          role\n          status\n        }\n      }\n    }\n  }\n": types.UsersGridDocument,
    "\n  query UserDetail($id: ID!) {\n    getOneUserWithInfo(id: $id) {\n      _id\n      status\n      firstName\n      lastName\n      root\n      email\n      mobile\n      termsAccepted\n      note\n      address {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n      membercards\n      paymentMethods {\n        _id\n        provider\n        type\n        last4digits\n        default\n        cardType\n        created\n        updated\n      }\n      kiosks {\n        _id\n        name\n      }\n      updatedAt\n    }\n  }\n": types.UserDetailDocument,
    "\n  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {\n    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {\n      total\n      data {\n        _id\n        created\n        total\n        refundedTotal\n        itemsPurchased {\n          price\n          productLine {\n            _id\n            name\n          }\n          kiosk {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.UserTransactionsDocument,
    "\n  query CheckMemberCard($membercard: String!, $userId: ID) {\n    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)\n  }\n": types.CheckMemberCardDocument,
    "\n  subscription LiveTestKioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n": types.LiveTestKioskChangedDocument,
    "\n  query AllOrganizations {\n    getAllOrganizations {\n      _id\n      name\n      parentOrg {\n        _id\n      }\n    }\n  }\n": types.AllOrganizationsDocument,
    "\n  query AllKiosks {\n    getAllKiosks {\n      _id\n      name\n      serialNumber\n      orgId\n    }\n  }\n": types.AllKiosksDocument,
    "\n  query MyExports($page: Int, $pageSize: Int) {\n    getMyExports(page: $page, pageSize: $pageSize) {\n      total\n      data {\n        _id\n        kind\n        format\n        status\n        fileName\n        rowCount\n        error\n        downloadUrl\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": types.MyExportsDocument,
    "\n  fragment RoleInOrganizationFields on RoleInOrganization {\n    organizationId {\n      _id\n      name\n      currency\n    }\n    role\n    status\n  }\n": types.RoleInOrganizationFieldsFragmentDoc,
    "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n    }\n  }\n": types.GetSelfDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsGrid($data: AlertsGridInput) {\n    gridAlerts(data: $data) {\n      total\n      data {\n        _id\n        orgId\n        type\n        severity\n        status\n        scaleDirection\n        startDate\n        endDate\n        details\n        kiosk {\n          _id\n          name\n        }\n        acknowledged {\n          at\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlertsGrid($data: AlertsGridInput) {\n    gridAlerts(data: $data) {\n      total\n      data {\n        _id\n        orgId\n        type\n        severity\n        status\n        scaleDirection\n        startDate\n        endDate\n        details\n        kiosk {\n          _id\n          name\n        }\n        acknowledged {\n          at\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeAlert($id: ID!, $note: String) {\n    acknowledgeAlert(id: $id, note: $note) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeAlert($id: ID!, $note: String) {\n    acknowledgeAlert(id: $id, note: $note) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskAlertSnooze($kioskId: ID!) {\n    getKioskAlertSnooze(kioskId: $kioskId) {\n      _id\n      until\n      reason\n    }\n  }\n"): (typeof documents)["\n  query KioskAlertSnooze($kioskId: ID!) {\n    getKioskAlertSnooze(kioskId: $kioskId) {\n      _id\n      until\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SnoozeKioskAlerts($kioskId: ID!, $until: DateTime!, $reason: String) {\n    snoozeKioskAlerts(kioskId: $kioskId, until: $until, reason: $reason) {\n      _id\n      until\n    }\n  }\n"): (typeof documents)["\n  mutation SnoozeKioskAlerts($kioskId: ID!, $until: DateTime!, $reason: String) {\n    snoozeKioskAlerts(kioskId: $kioskId, until: $until, reason: $reason) {\n      _id\n      until\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSnooze($kioskId: ID!) {\n    cancelSnooze(kioskId: $kioskId)\n  }\n"): (typeof documents)["\n  mutation CancelSnooze($kioskId: ID!) {\n    cancelSnooze(kioskId: $kioskId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AlertChanged {\n    alertChanged {\n      alertId\n      kioskId\n      orgId\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription AlertChanged {\n    alertChanged {\n      alertId\n      kioskId\n      orgId\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFigures($orgId: ID) {\n    getDashboardFigures(orgId: $orgId) {\n      orgId\n      currency\n      timeZone\n      todayFrom\n      monthFrom\n      to\n      customersToday\n      productsSoldToday\n      revenueToday\n      monthlyRevenue\n    }\n  }\n"): (typeof documents)["\n  query DashboardFigures($orgId: ID) {\n    getDashboardFigures(orgId: $orgId) {\n      orgId\n      currency\n      timeZone\n      todayFrom\n      monthFrom\n      to\n      customersToday\n      productsSoldToday\n      revenueToday\n      monthlyRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSalesByKiosk($view: SalesView!, $orgId: ID) {\n    salesByKiosk(view: $view, orgId: $orgId) {\n      orgId\n      currency\n      view\n      buckets {\n        start\n        end\n        label\n      }\n      kiosks {\n        kioskId\n        kioskName\n        revenue\n        transactions\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardSalesByKiosk($view: SalesView!, $orgId: ID) {\n    salesByKiosk(view: $view, orgId: $orgId) {\n      orgId\n      currency\n      view\n      buckets {\n        start\n        end\n        label\n      }\n      kiosks {\n        kioskId\n        kioskName\n        revenue\n        transactions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardKioskFleet($orgIds: [ID!]) {\n    getKioskFleet(orgIds: $orgIds) {\n      total\n      online\n      offline\n      outOfService\n      inUse\n      hot {\n        _id\n        name\n        temperature {\n          value\n        }\n      }\n      offlineLong {\n        _id\n        name\n        lastMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardKioskFleet($orgIds: [ID!]) {\n    getKioskFleet(orgIds: $orgIds) {\n      total\n      online\n      offline\n      outOfService\n      inUse\n      hot {\n        _id\n        name\n        temperature {\n          value\n        }\n      }\n      offlineLong {\n        _id\n        name\n        lastMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAlmostEmpty($filter: AlmostEmptyFilter, $limit: Int) {\n    getAlmostEmptyKiosks(limit: $limit, filter: $filter, sort: { field: amount, order: asc }) {\n      total\n      data {\n        kioskId\n        kioskName\n        amount\n        max\n        occupancy\n        productLine {\n          _id\n          name\n          manufacturer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardAlmostEmpty($filter: AlmostEmptyFilter, $limit: Int) {\n    getAlmostEmptyKiosks(limit: $limit, filter: $filter, sort: { field: amount, order: asc }) {\n      total\n      data {\n        kioskId\n        kioskName\n        amount\n        max\n        occupancy\n        productLine {\n          _id\n          name\n          manufacturer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProductOptions {\n    productLinesGrid(data: { pageSize: 100, sortField: name, sortOrder: asc }) {\n      data {\n        _id\n        name\n      }\n    }\n    getManufacturers\n  }\n"): (typeof documents)["\n  query DashboardProductOptions {\n    productLinesGrid(data: { pageSize: 100, sortField: name, sortOrder: asc }) {\n      data {\n        _id\n        name\n      }\n    }\n    getManufacturers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardSalesChanged($orgId: ID) {\n    salesChanged(orgId: $orgId) {\n      orgId\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardSalesChanged($orgId: ID) {\n    salesChanged(orgId: $orgId) {\n      orgId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardKiosksChanged {\n    kioskChanged {\n      kioskId\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardKiosksChanged {\n    kioskChanged {\n      kioskId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCreateRefill($kioskId: ID!) {\n    createRefill(kioskId: $kioskId) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation KioskCreateRefill($kioskId: ID!) {\n    createRefill(kioskId: $kioskId) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskResetSession($id: ID!) {\n    kioskReset(id: $id) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation KioskResetSession($id: ID!) {\n    kioskReset(id: $id) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskSync($id: ID!) {\n    kioskSync(id: $id) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation KioskSync($id: ID!) {\n    kioskSync(id: $id) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskRestart($id: ID!) {\n    kioskRestart(id: $id) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation KioskRestart($id: ID!) {\n    kioskRestart(id: $id) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetKioskService($id: ID!, $inService: Boolean!) {\n    setKioskService(id: $id, inService: $inService) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetKioskService($id: ID!, $inService: Boolean!) {\n    setKioskService(id: $id, inService: $inService) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskDeviceCredentials($kioskId: ID!) {\n    kioskDeviceCredentials(kioskId: $kioskId) {\n      username\n      password\n      mqttUrl\n      mqttWsUrl\n    }\n  }\n"): (typeof documents)["\n  mutation KioskDeviceCredentials($kioskId: ID!) {\n    kioskDeviceCredentials(kioskId: $kioskId) {\n      username\n      password\n      mqttUrl\n      mqttWsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskLive($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      qrcode\n      online\n      lastMessage\n      doorStatus\n      session {\n        type\n        since\n      }\n      temperature {\n        sensors\n        value\n        updated\n      }\n      heartbeat {\n        uptime\n        updated\n      }\n      inService\n      serviceReason\n      ipAddress\n      firmware\n      thermostatTemperature\n      dayIncome\n      deviceCredentialsIssuedAt\n    }\n  }\n"): (typeof documents)["\n  query KioskLive($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      qrcode\n      online\n      lastMessage\n      doorStatus\n      session {\n        type\n        since\n      }\n      temperature {\n        sensors\n        value\n        updated\n      }\n      heartbeat {\n        uptime\n        updated\n      }\n      inService\n      serviceReason\n      ipAddress\n      firmware\n      thermostatTemperature\n      dayIncome\n      deviceCredentialsIssuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskCommands($kioskId: ID!, $limit: Int) {\n    getKioskCommands(kioskId: $kioskId, limit: $limit) {\n      _id\n      type\n      status\n      created\n      sentAt\n      deliveredAt\n      finishedAt\n      expiresAt\n      resends\n      error\n    }\n  }\n"): (typeof documents)["\n  query KioskCommands($kioskId: ID!, $limit: Int) {\n    getKioskCommands(kioskId: $kioskId, limit: $limit) {\n      _id\n      type\n      status\n      created\n      sentAt\n      deliveredAt\n      finishedAt\n      expiresAt\n      resends\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskTemperatures($kioskId: ID!, $from: DateTime, $to: DateTime, $limit: Int) {\n    getTemperatureEventsByKiosk(kioskId: $kioskId, from: $from, to: $to, limit: $limit) {\n      ts\n      sensors\n    }\n  }\n"): (typeof documents)["\n  query KioskTemperatures($kioskId: ID!, $from: DateTime, $to: DateTime, $limit: Int) {\n    getTemperatureEventsByKiosk(kioskId: $kioskId, from: $from, to: $to, limit: $limit) {\n      ts\n      sensors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskActivities($skip: Int, $limit: Int, $kiosk: ID, $period: PeriodInput, $sort: SortOrder) {\n    gridActivities(skip: $skip, limit: $limit, kiosk: $kiosk, period: $period, sort: $sort) {\n      total\n      data {\n        _id\n        ts\n        category\n        type\n        details\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskActivities($skip: Int, $limit: Int, $kiosk: ID, $period: PeriodInput, $sort: SortOrder) {\n    gridActivities(skip: $skip, limit: $limit, kiosk: $kiosk, period: $period, sort: $sort) {\n      total\n      data {\n        _id\n        ts\n        category\n        type\n        details\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCreate($data: KioskInput!) {\n    kioskCreate(data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation KioskCreate($data: KioskInput!) {\n    kioskCreate(data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskUpdate($id: ID!, $data: KioskUpdateInput!) {\n    kioskUpdate(id: $id, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation KioskUpdate($id: ID!, $data: KioskUpdateInput!) {\n    kioskUpdate(id: $id, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KiosksGrid($data: KiosksGridInput) {\n    getKiosksGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        serialNumber\n        orgId\n        online\n        doorStatus\n        inService\n        session {\n          type\n          since\n        }\n        temperature {\n          sensors\n        }\n        schedule {\n          rules\n          nextChange\n          nextInService\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query KiosksGrid($data: KiosksGridInput) {\n    getKiosksGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        serialNumber\n        orgId\n        online\n        doorStatus\n        inService\n        session {\n          type\n          since\n        }\n        temperature {\n          sensors\n        }\n        schedule {\n          rules\n          nextChange\n          nextInService\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskTags {\n    getAllTags {\n      name\n      orgId\n    }\n  }\n"): (typeof documents)["\n  query KioskTags {\n    getAllTags {\n      name\n      orgId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskById($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      notes\n      pin\n      technicianPin\n      orgId\n      location {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      tags {\n        name\n      }\n      components {\n        manufacturer\n        type\n        model\n      }\n      online\n      doorStatus\n      inService\n      updated\n    }\n  }\n"): (typeof documents)["\n  query KioskById($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      notes\n      pin\n      technicianPin\n      orgId\n      location {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      tags {\n        name\n      }\n      components {\n        manufacturer\n        type\n        model\n      }\n      online\n      doorStatus\n      inService\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskInventory($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inventory {\n        loadCells {\n          cellId\n          planogramPosition\n          productLine {\n            _id\n            name\n            articleNumber\n            imageUrl\n          }\n          count\n          priceTag\n          tagId\n          surfaceSize\n          maxQty\n          occupancy\n        }\n        totals {\n          productLine {\n            _id\n            name\n            imageUrl\n          }\n          count\n          maxQty\n          cells\n          occupancy\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskInventory($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inventory {\n        loadCells {\n          cellId\n          planogramPosition\n          productLine {\n            _id\n            name\n            articleNumber\n            imageUrl\n          }\n          count\n          priceTag\n          tagId\n          surfaceSize\n          maxQty\n          occupancy\n        }\n        totals {\n          productLine {\n            _id\n            name\n            imageUrl\n          }\n          count\n          maxQty\n          cells\n          occupancy\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanogramProducts($orgId: ID!) {\n    getProductLinesByOrgId(orgId: $orgId) {\n      _id\n      name\n      articleNumber\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanogramProducts($orgId: ID!) {\n    getProductLinesByOrgId(orgId: $orgId) {\n      _id\n      name\n      articleNumber\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigureLoadCells($kioskId: ID!, $preset: LoadCellPreset!) {\n    configureLoadCells(kioskId: $kioskId, preset: $preset) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigureLoadCells($kioskId: ID!, $preset: LoadCellPreset!) {\n    configureLoadCells(kioskId: $kioskId, preset: $preset) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLoadcell($kioskId: ID!, $cells: [LoadCellInput!]!) {\n    updateLoadcell(kioskId: $kioskId, cells: $cells) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLoadcell($kioskId: ID!, $cells: [LoadCellInput!]!) {\n    updateLoadcell(kioskId: $kioskId, cells: $cells) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLoadCell($kioskId: ID!, $cellId: String!, $added: Boolean!) {\n    deleteLoadCell(kioskId: $kioskId, cellId: $cellId, added: $added) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLoadCell($kioskId: ID!, $cellId: String!, $added: Boolean!) {\n    deleteLoadCell(kioskId: $kioskId, cellId: $cellId, added: $added) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectCellQuantity($kioskId: ID!, $cellId: String!, $count: Int!, $note: String) {\n    correctCellQuantity(kioskId: $kioskId, cellId: $cellId, count: $count, note: $note) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectCellQuantity($kioskId: ID!, $cellId: String!, $count: Int!, $note: String) {\n    correctCellQuantity(kioskId: $kioskId, cellId: $cellId, count: $count, note: $note) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskPlayList($kioskId: ID!) {\n    getKioskWithCapacities(id: $kioskId) {\n      _id\n      name\n    }\n    getPlayList(kioskId: $kioskId) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskPlayList($kioskId: ID!) {\n    getKioskWithCapacities(id: $kioskId) {\n      _id\n      name\n    }\n    getPlayList(kioskId: $kioskId) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlayList($kioskId: ID!, $data: PlayListItemInput!, $media: File!) {\n    createPlayList(kioskId: $kioskId, data: $data, media: $media) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlayList($kioskId: ID!, $data: PlayListItemInput!, $media: File!) {\n    createPlayList(kioskId: $kioskId, data: $data, media: $media) {\n      kioskId\n      items {\n        name\n        uri\n        duration\n        type\n        enabled\n        order\n        mediaType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlayList($kioskId: ID!, $items: [PlayListItemUpdate!]!) {\n    updatePlayList(kioskId: $kioskId, items: $items) {\n      kioskId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlayList($kioskId: ID!, $items: [PlayListItemUpdate!]!) {\n    updatePlayList(kioskId: $kioskId, items: $items) {\n      kioskId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlayListContent($kioskId: ID!, $uri: String!) {\n    deletePlayListContent(kioskId: $kioskId, uri: $uri) {\n      kioskId\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlayListContent($kioskId: ID!, $uri: String!) {\n    deletePlayListContent(kioskId: $kioskId, uri: $uri) {\n      kioskId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskSettings($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inService\n      pin\n      esl\n      currency\n      tags {\n        name\n      }\n      controller {\n        supportEmail\n        supportHotline\n        supportHotlineAvailability\n        preAuth\n        paymentType\n        tabletLang\n        tabletFont\n        minimumAge\n        fraudDetection\n        ageRestriction\n        memberCardEnabled\n        technicianPin\n        thermostatTemperature\n        tolerance\n        serviceCheck {\n          type\n          enabled\n          slots {\n            dayNumber\n            startTime\n            endTime\n          }\n        }\n        autoTempOutOfService {\n          active\n          maxTemperature\n          timeInMinutes\n        }\n      }\n      acceptedPayment {\n        type\n        config {\n          username\n          passwordSet\n          clientID\n          clientSecretSet\n          locationID\n          authorizationType\n          paymentMode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskSettings($id: ID!) {\n    getKioskWithCapacities(id: $id) {\n      _id\n      name\n      serialNumber\n      orgId\n      online\n      inService\n      pin\n      esl\n      currency\n      tags {\n        name\n      }\n      controller {\n        supportEmail\n        supportHotline\n        supportHotlineAvailability\n        preAuth\n        paymentType\n        tabletLang\n        tabletFont\n        minimumAge\n        fraudDetection\n        ageRestriction\n        memberCardEnabled\n        technicianPin\n        thermostatTemperature\n        tolerance\n        serviceCheck {\n          type\n          enabled\n          slots {\n            dayNumber\n            startTime\n            endTime\n          }\n        }\n        autoTempOutOfService {\n          active\n          maxTemperature\n          timeInMinutes\n        }\n      }\n      acceptedPayment {\n        type\n        config {\n          username\n          passwordSet\n          clientID\n          clientSecretSet\n          locationID\n          authorizationType\n          paymentMode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskSignalRules($kioskId: ID!) {\n    getKioskSignalRules(kioskId: $kioskId) {\n      _id\n      repeating\n      signals {\n        dayNumber\n        msFromStartOfDay\n        notifyThat\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskSignalRules($kioskId: ID!) {\n    getKioskSignalRules(kioskId: $kioskId) {\n      _id\n      repeating\n      signals {\n        dayNumber\n        msFromStartOfDay\n        notifyThat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigureKioskProps($data: ConfigureKioskPropsInput!) {\n    configureKioskProps(data: $data) {\n      offline\n      code\n      message\n      command {\n        _id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigureKioskProps($data: ConfigureKioskPropsInput!) {\n    configureKioskProps(data: $data) {\n      offline\n      code\n      message\n      command {\n        _id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddKioskSignalRule($kioskId: ID!, $data: KioskSignalRuleInput!) {\n    addKioskSignalRule(kioskId: $kioskId, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation AddKioskSignalRule($kioskId: ID!, $data: KioskSignalRuleInput!) {\n    addKioskSignalRule(kioskId: $kioskId, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKioskSignalRule($kioskId: ID!, $ruleId: ID!, $data: KioskSignalRuleInput!) {\n    updateKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateKioskSignalRule($kioskId: ID!, $ruleId: ID!, $data: KioskSignalRuleInput!) {\n    updateKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteKioskSignalRule($kioskId: ID!, $ruleId: ID!) {\n    deleteKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId)\n  }\n"): (typeof documents)["\n  mutation DeleteKioskSignalRule($kioskId: ID!, $ruleId: ID!) {\n    deleteKioskSignalRule(kioskId: $kioskId, ruleId: $ruleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription KioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n"): (typeof documents)["\n  subscription KioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications($limit: Int) {\n    getMyNotifications(limit: $limit) {\n      total\n      unread\n      data {\n        _id\n        alertId\n        kind\n        kioskId\n        kioskName\n        type\n        severity\n        startDate\n        endDate\n        created\n        readAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyNotifications($limit: Int) {\n    getMyNotifications(limit: $limit) {\n      total\n      unread\n      data {\n        _id\n        alertId\n        kind\n        kioskId\n        kioskName\n        type\n        severity\n        startDate\n        endDate\n        created\n        readAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      userId\n      aspects\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsChanged {\n    notificationsChanged {\n      userId\n      aspects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($data: OrganizationInput!) {\n    createOrganization(data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($data: OrganizationInput!) {\n    createOrganization(data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {\n    updateOrganization(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($orgId: ID!, $data: OrganizationInput!) {\n    updateOrganization(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {\n    updateOrganizationImage(orgId: $orgId, image: $image) {\n      _id\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationImage($orgId: ID!, $image: File!) {\n    updateOrganizationImage(orgId: $orgId, image: $image) {\n      _id\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganizationImage($orgId: ID!) {\n    deleteOrganizationImage(orgId: $orgId) {\n      _id\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrganizationImage($orgId: ID!) {\n    deleteOrganizationImage(orgId: $orgId) {\n      _id\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {\n    uploadOrganizationFile(orgId: $orgId, file: $file) {\n      _id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UploadOrganizationFile($orgId: ID!, $file: File!) {\n    uploadOrganizationFile(orgId: $orgId, file: $file) {\n      _id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {\n    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)\n  }\n"): (typeof documents)["\n  mutation DeleteOrganizationFile($orgId: ID!, $fileId: ID!) {\n    deleteOrganizationFile(orgId: $orgId, fileId: $fileId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationsGrid($data: OrganizationsGridInput) {\n    getOrganizationsGrid(data: $data) {\n      total\n      countries\n      cities\n      zipcodes\n      parentOrg {\n        _id\n        name\n      }\n      data {\n        _id\n        name\n        type\n        imageUrl\n        parentOrg {\n          _id\n          name\n        }\n        address {\n          city\n          country\n          postalCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationsGrid($data: OrganizationsGridInput) {\n    getOrganizationsGrid(data: $data) {\n      total\n      countries\n      cities\n      zipcodes\n      parentOrg {\n        _id\n        name\n      }\n      data {\n        _id\n        name\n        type\n        imageUrl\n        parentOrg {\n          _id\n          name\n        }\n        address {\n          city\n          country\n          postalCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationById($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      slug\n      appleId\n      imageUrl\n      description\n      fridges\n      type\n      parentOrg {\n        _id\n        name\n      }\n      allSubsOrgIds\n      currency\n      timeZone\n      address {\n        address\n        city\n        state\n        country\n        postalCode\n      }\n      contact {\n        contactPerson\n        role\n        email\n        phoneNumber\n        supportEmail\n        supportPhoneNumber\n      }\n      support {\n        email\n        hotline\n        hotlineAvailability\n      }\n      users {\n        _id\n        firstName\n        lastName\n        email\n        role\n        status\n      }\n      kiosks {\n        _id\n        name\n        serialNumber\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query OrganizationById($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      slug\n      appleId\n      imageUrl\n      description\n      fridges\n      type\n      parentOrg {\n        _id\n        name\n      }\n      allSubsOrgIds\n      currency\n      timeZone\n      address {\n        address\n        city\n        state\n        country\n        postalCode\n      }\n      contact {\n        contactPerson\n        role\n        email\n        phoneNumber\n        supportEmail\n        supportPhoneNumber\n      }\n      support {\n        email\n        hotline\n        hotlineAvailability\n      }\n      users {\n        _id\n        firstName\n        lastName\n        email\n        role\n        status\n      }\n      kiosks {\n        _id\n        name\n        serialNumber\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationFiles($orgId: ID!) {\n    getOrganizationFiles(orgId: $orgId) {\n      _id\n      name\n      contentType\n      size\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query OrganizationFiles($orgId: ID!) {\n    getOrganizationFiles(orgId: $orgId) {\n      _id\n      name\n      contentType\n      size\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductLine($data: ProductLineInput!, $image: File) {\n    createProductLine(data: $data, image: $image) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductLine($data: ProductLineInput!, $image: File) {\n    createProductLine(data: $data, image: $image) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {\n    updateProductLine(id: $id, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductLine($id: ID, $data: ProductLineInput!) {\n    updateProductLine(id: $id, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductLine($id: ID!) {\n    deleteProductLine(id: $id) {\n      _id\n      deleted\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductLine($id: ID!) {\n    deleteProductLine(id: $id) {\n      _id\n      deleted\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProductLine($id: ID!) {\n    archiveProductLine(id: $id) {\n      _id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProductLine($id: ID!) {\n    archiveProductLine(id: $id) {\n      _id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateProductLine($id: ID!) {\n    duplicateProductLine(id: $id) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateProductLine($id: ID!) {\n    duplicateProductLine(id: $id) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductLineImage($id: ID!, $image: File!) {\n    updateProductLineImage(id: $id, image: $image) {\n      _id\n      image\n      thumbnail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductLineImage($id: ID!, $image: File!) {\n    updateProductLineImage(id: $id, image: $image) {\n      _id\n      image\n      thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {\n    deleteProductLineImage(id: $id, orgId: $orgId) {\n      _id\n      image\n      thumbnail\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductLineImage($id: ID!, $orgId: ID!) {\n    deleteProductLineImage(id: $id, orgId: $orgId) {\n      _id\n      image\n      thumbnail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {\n    createProductLinePrice(data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductLinePrice($data: ProductLinePriceInput!) {\n    createProductLinePrice(data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {\n    updateProductLinePrice(id: $id, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductLinePrice($id: ID!, $data: ProductLinePriceUpdateInput!) {\n    updateProductLinePrice(id: $id, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {\n    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)\n  }\n"): (typeof documents)["\n  mutation DeleteActivePriceHistory($productLineId: ID!, $priceHistoryId: ID!) {\n    deleteActivePriceHistory(productLineId: $productLineId, priceHistoryId: $priceHistoryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductLinesGrid($data: ProductLinesGridInput) {\n    productLinesGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        category\n        manufacturer\n        articleNumber\n        thumbnail\n        defaultPrice\n        archived\n        packagingOptions {\n          ean\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductLinesGrid($data: ProductLinesGridInput) {\n    productLinesGrid(data: $data) {\n      total\n      data {\n        _id\n        name\n        category\n        manufacturer\n        articleNumber\n        thumbnail\n        defaultPrice\n        archived\n        packagingOptions {\n          ean\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFilterOptions {\n    getProductFamilies {\n      _id\n      name\n      category\n    }\n    getManufacturers\n  }\n"): (typeof documents)["\n  query ProductFilterOptions {\n    getProductFamilies {\n      _id\n      name\n      category\n    }\n    getManufacturers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductLineById($id: ID!) {\n    getProductLineById(id: $id) {\n      _id\n      orgId\n      name\n      category\n      manufacturer\n      articleNumber\n      sku\n      description\n      ingredientsList\n      allergens\n      image\n      thumbnail\n      taxId\n      vat\n      defaultCost\n      defaultPrice\n      archived\n      nutrition {\n        energy\n        fat\n        fatSaturated\n        salt\n        protein\n        fiber\n        carbo\n        carboSugar\n      }\n      packagingOptions {\n        ean\n        description\n        unitCount\n        grossWeightGrams\n        packageWeightGrams\n        netWeightGrams\n        netWeightGramsUnit\n        shelfLifeDays\n        tolerancePercentage\n      }\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductLineById($id: ID!) {\n    getProductLineById(id: $id) {\n      _id\n      orgId\n      name\n      category\n      manufacturer\n      articleNumber\n      sku\n      description\n      ingredientsList\n      allergens\n      image\n      thumbnail\n      taxId\n      vat\n      defaultCost\n      defaultPrice\n      archived\n      nutrition {\n        energy\n        fat\n        fatSaturated\n        salt\n        protein\n        fiber\n        carbo\n        carboSugar\n      }\n      packagingOptions {\n        ean\n        description\n        unitCount\n        grossWeightGrams\n        packageWeightGrams\n        netWeightGrams\n        netWeightGramsUnit\n        shelfLifeDays\n        tolerancePercentage\n      }\n      capacities {\n        surfaceSize\n        units\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductTaxes($selectedOrg: ID) {\n    taxFindAll(selectedOrg: $selectedOrg) {\n      _id\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  query ProductTaxes($selectedOrg: ID) {\n    taxFindAll(selectedOrg: $selectedOrg) {\n      _id\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDefaultPrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getDefaultProductLinePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validFrom\n        validTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDefaultPrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getDefaultProductLinePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validFrom\n        validTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductActivePrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getProductLineActivePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validForKiosk\n        validFrom\n        validTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductActivePrices($productLineId: ID!, $skip: Int, $limit: Int) {\n    getProductLineActivePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        price\n        validForKiosk\n        validFrom\n        validTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductLinkedKiosks($id: ID!) {\n    getProductLineLinkedKiosks(id: $id) {\n      _id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductLinkedKiosks($id: ID!) {\n    getProductLineLinkedKiosks(id: $id) {\n      _id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    getApiKeys {\n      _id\n      name\n      scope\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    getApiKeys {\n      _id\n      name\n      scope\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddApiKey($data: ApiKeyInput) {\n    addApiKey(data: $data) {\n      _id\n      name\n      scope\n      secret\n      explanation {\n        requestHeader\n        jwtHeader\n        payloadRule\n        payloadExample\n        nodeExample\n        curlExample\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddApiKey($data: ApiKeyInput) {\n    addApiKey(data: $data) {\n      _id\n      name\n      scope\n      secret\n      explanation {\n        requestHeader\n        jwtHeader\n        payloadRule\n        payloadExample\n        nodeExample\n        curlExample\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveApiKey($apiKeyId: ID!) {\n    removeApiKey(apiKeyId: $apiKeyId)\n  }\n"): (typeof documents)["\n  mutation RemoveApiKey($apiKeyId: ID!) {\n    removeApiKey(apiKeyId: $apiKeyId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    getWebhookEndpoints {\n      _id\n      orgId\n      url\n      description\n      events\n      secret\n      enabled\n      disabledReason\n      failingSince\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    getWebhookEndpoints {\n      _id\n      orgId\n      url\n      description\n      events\n      secret\n      enabled\n      disabledReason\n      failingSince\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $skip: Int, $limit: Int) {\n    getWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        messageId\n        eventType\n        status\n        attempts\n        lastStatusCode\n        lastError\n        nextAttemptAt\n        lastAttemptAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $skip: Int, $limit: Int) {\n    getWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n      total\n      data {\n        _id\n        messageId\n        eventType\n        status\n        attempts\n        lastStatusCode\n        lastError\n        nextAttemptAt\n        lastAttemptAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($orgId: ID!, $data: WebhookEndpointInput!) {\n    createWebhookEndpoint(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($orgId: ID!, $data: WebhookEndpointInput!) {\n    createWebhookEndpoint(orgId: $orgId, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($endpointId: ID!, $data: WebhookEndpointInput!) {\n    updateWebhookEndpoint(endpointId: $endpointId, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($endpointId: ID!, $data: WebhookEndpointInput!) {\n    updateWebhookEndpoint(endpointId: $endpointId, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      _id\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      _id\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($endpointId: ID!) {\n    sendWebhookTest(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation SendWebhookTest($endpointId: ID!) {\n    sendWebhookTest(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationKioskScreen($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      kioskInitScreen {\n        headerURI\n        headerTextColor\n        bgURI\n        bgColor\n        bodyTextColor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationKioskScreen($id: ID!) {\n    getOrganizationById(id: $id) {\n      _id\n      name\n      kioskInitScreen {\n        headerURI\n        headerTextColor\n        bgURI\n        bgColor\n        bodyTextColor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKioskLandingPage($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {\n    createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) {\n      organization {\n        _id\n      }\n      offlineKiosks\n    }\n  }\n"): (typeof documents)["\n  mutation CreateKioskLandingPage($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {\n    createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) {\n      organization {\n        _id\n      }\n      offlineKiosks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRules {\n    getNotificationTypes {\n      type\n      severity\n    }\n    getNotificationRules {\n      userId\n      types {\n        type\n        email\n        mc\n      }\n      subscriptions {\n        type\n        all\n        channels\n        kioskIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationRules {\n    getNotificationTypes {\n      type\n      severity\n    }\n    getNotificationRules {\n      userId\n      types {\n        type\n        email\n        mc\n      }\n      subscriptions {\n        type\n        all\n        channels\n        kioskIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationRules($data: NotificationRuleInput!) {\n    setNotificationRules(data: $data) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationRules($data: NotificationRuleInput!) {\n    setNotificationRules(data: $data) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {\n    previewSalesImport(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewSalesImport($file: File!, $data: SalesImportInput!) {\n    previewSalesImport(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSales($file: File!, $data: SalesImportInput!) {\n    importSales(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportSales($file: File!, $data: SalesImportInput!) {\n    importSales(file: $file, data: $data) {\n      rows\n      acceptedRows\n      transactions\n      alreadyImported\n      total\n      newKiosks\n      newProducts\n      refusedTotal\n      imported\n      refused {\n        row\n        field\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TransactionsKioskChanged {\n    kioskChanged {\n      kioskId\n      aspects\n    }\n  }\n"): (typeof documents)["\n  subscription TransactionsKioskChanged {\n    kioskChanged {\n      kioskId\n      aspects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesGrid($data: SalesGridInput) {\n    findAllTransactionsGrid(data: $data) {\n      total\n      membercards\n      nextCursor\n      data {\n        _id\n        created\n        total\n        discountTotal\n        paymentStatus\n        promoCode\n        kiosk {\n          _id\n          name\n        }\n        paymentMethod {\n          membercardId\n          paymentCardType\n          cardType\n        }\n        refundedTotal\n        refunds {\n          _id\n          created\n          reason\n          total\n          items {\n            itemId\n            amount\n          }\n        }\n        itemsPurchased {\n          _id\n          refunded\n          price\n          tax\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n        evidence {\n          openedAt\n          closedAt\n          cells {\n            cellId\n            weightBefore\n            weightAfter\n            unitWeightGrams\n            toleranceGrams\n            units\n            refused\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesGrid($data: SalesGridInput) {\n    findAllTransactionsGrid(data: $data) {\n      total\n      membercards\n      nextCursor\n      data {\n        _id\n        created\n        total\n        discountTotal\n        paymentStatus\n        promoCode\n        kiosk {\n          _id\n          name\n        }\n        paymentMethod {\n          membercardId\n          paymentCardType\n          cardType\n        }\n        refundedTotal\n        refunds {\n          _id\n          created\n          reason\n          total\n          items {\n            itemId\n            amount\n          }\n        }\n        itemsPurchased {\n          _id\n          refunded\n          price\n          tax\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n        evidence {\n          openedAt\n          closedAt\n          cells {\n            cellId\n            weightBefore\n            weightAfter\n            unitWeightGrams\n            toleranceGrams\n            units\n            refused\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefillsGrid($data: RefillsGridInput) {\n    gridRefills(data: $data) {\n      total\n      data {\n        _id\n        created\n        type\n        kiosk {\n          _id\n          name\n        }\n        details {\n          sessionClosedAt\n        }\n        scale {\n          cellId\n          count\n          weight\n          refillCost\n          status\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefillsGrid($data: RefillsGridInput) {\n    gridRefills(data: $data) {\n      total\n      data {\n        _id\n        created\n        type\n        kiosk {\n          _id\n          name\n        }\n        details {\n          sessionClosedAt\n        }\n        scale {\n          cellId\n          count\n          weight\n          refillCost\n          status\n          productLine {\n            _id\n            name\n            articleNumber\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductLinesStatistics($data: ProductLinesStatisticsInput) {\n    getProductLinesStatisticsGrid(data: $data) {\n      total\n      data {\n        productLine {\n          _id\n          name\n          defaultPrice\n          defaultCost\n        }\n        totalCost\n        totalGrossSales\n        totalRemovedCost\n        refilled\n        sold\n        removed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductLinesStatistics($data: ProductLinesStatisticsInput) {\n    getProductLinesStatisticsGrid(data: $data) {\n      total\n      data {\n        productLine {\n          _id\n          name\n          defaultPrice\n          defaultCost\n        }\n        totalCost\n        totalGrossSales\n        totalRemovedCost\n        refilled\n        sold\n        removed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionMetrics($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {\n    getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {\n      totalTransactions\n      averagePurchaseValue\n      productsSold\n      netIncome\n      grossIncome\n      productsAdded\n      productsRemoved\n      spoilageRate\n      refillsDefaultCost\n      refillsSalesValue\n      mostSold {\n        productLine {\n          name\n        }\n        count\n      }\n      leastSold {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRefilled {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRemoved {\n        productLine {\n          name\n        }\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionMetrics($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {\n    getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {\n      totalTransactions\n      averagePurchaseValue\n      productsSold\n      netIncome\n      grossIncome\n      productsAdded\n      productsRemoved\n      spoilageRate\n      refillsDefaultCost\n      refillsSalesValue\n      mostSold {\n        productLine {\n          name\n        }\n        count\n      }\n      leastSold {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRefilled {\n        productLine {\n          name\n        }\n        count\n      }\n      mostRemoved {\n        productLine {\n          name\n        }\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundTransaction($transactionId: ID!, $itemIds: [ID!], $reason: String!) {\n    refundTransaction(transactionId: $transactionId, itemIds: $itemIds, reason: $reason) {\n      _id\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation RefundTransaction($transactionId: ID!, $itemIds: [ID!], $reason: String!) {\n    refundTransaction(transactionId: $transactionId, itemIds: $itemIds, reason: $reason) {\n      _id\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {\n    updateUser(id: $id, data: $data) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {\n    updateUser(id: $id, data: $data) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {\n    toggleUserStatus(data: $data) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {\n    toggleUserStatus(data: $data) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantUserRoot($data: GrantRootInput!) {\n    grantRootForUser(data: $data) {\n      _id\n      root\n    }\n  }\n"): (typeof documents)["\n  mutation GrantUserRoot($data: GrantRootInput!) {\n    grantRootForUser(data: $data) {\n      _id\n      root\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    addMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n"): (typeof documents)["\n  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    addMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    deleteMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {\n    deleteMembercardIdForUser(userId: $userId, data: $data) {\n      _id\n      membercards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersGrid($data: UsersGridInput) {\n    getAllUsersGrid(data: $data) {\n      total\n      data {\n        _id\n        status\n        firstName\n        lastName\n        email\n        root\n        rolesInOrganizations {\n          organizationId {\n            _id\n            name\n          }\n          role\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersGrid($data: UsersGridInput) {\n    getAllUsersGrid(data: $data) {\n      total\n      data {\n        _id\n        status\n        firstName\n        lastName\n        email\n        root\n        rolesInOrganizations {\n          organizationId {\n            _id\n            name\n          }\n          role\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetail($id: ID!) {\n    getOneUserWithInfo(id: $id) {\n      _id\n      status\n      firstName\n      lastName\n      root\n      email\n      mobile\n      termsAccepted\n      note\n      address {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n      membercards\n      paymentMethods {\n        _id\n        provider\n        type\n        last4digits\n        default\n        cardType\n        created\n        updated\n      }\n      kiosks {\n        _id\n        name\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query UserDetail($id: ID!) {\n    getOneUserWithInfo(id: $id) {\n      _id\n      status\n      firstName\n      lastName\n      root\n      email\n      mobile\n      termsAccepted\n      note\n      address {\n        name\n        line1\n        line2\n        postalCode\n        city\n        state\n        country\n      }\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n      membercards\n      paymentMethods {\n        _id\n        provider\n        type\n        last4digits\n        default\n        cardType\n        created\n        updated\n      }\n      kiosks {\n        _id\n        name\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {\n    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {\n      total\n      data {\n        _id\n        created\n        total\n        refundedTotal\n        itemsPurchased {\n          price\n          productLine {\n            _id\n            name\n          }\n          kiosk {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {\n    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {\n      total\n      data {\n        _id\n        created\n        total\n        refundedTotal\n        itemsPurchased {\n          price\n          productLine {\n            _id\n            name\n          }\n          kiosk {\n            _id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckMemberCard($membercard: String!, $userId: ID) {\n    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)\n  }\n"): (typeof documents)["\n  query CheckMemberCard($membercard: String!, $userId: ID) {\n    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveTestKioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n"): (typeof documents)["\n  subscription LiveTestKioskChanged($kioskId: ID) {\n    kioskChanged(kioskId: $kioskId) {\n      kioskId\n      orgId\n      aspects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllOrganizations {\n    getAllOrganizations {\n      _id\n      name\n      parentOrg {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllOrganizations {\n    getAllOrganizations {\n      _id\n      name\n      parentOrg {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllKiosks {\n    getAllKiosks {\n      _id\n      name\n      serialNumber\n      orgId\n    }\n  }\n"): (typeof documents)["\n  query AllKiosks {\n    getAllKiosks {\n      _id\n      name\n      serialNumber\n      orgId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyExports($page: Int, $pageSize: Int) {\n    getMyExports(page: $page, pageSize: $pageSize) {\n      total\n      data {\n        _id\n        kind\n        format\n        status\n        fileName\n        rowCount\n        error\n        downloadUrl\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyExports($page: Int, $pageSize: Int) {\n    getMyExports(page: $page, pageSize: $pageSize) {\n      total\n      data {\n        _id\n        kind\n        format\n        status\n        fileName\n        rowCount\n        error\n        downloadUrl\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleInOrganizationFields on RoleInOrganization {\n    organizationId {\n      _id\n      name\n      currency\n    }\n    role\n    status\n  }\n"): (typeof documents)["\n  fragment RoleInOrganizationFields on RoleInOrganization {\n    organizationId {\n      _id\n      name\n      currency\n    }\n    role\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        ...RoleInOrganizationFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;